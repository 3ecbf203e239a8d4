import type { ApiPath } from "./apiPath";
import { apiUrl, type Query } from "./apiUrl";
import type { HttpMethod } from "./httpMethod";

interface CurlInput {
  /** The tenant origin; "" means the page's own origin, as for the client. */
  readonly baseUrl: string;
  readonly method: HttpMethod;
  readonly path: ApiPath;
  readonly query?: Query;
  readonly body?: unknown;
}

/** POSIX single quotes: nothing inside expands, so ids and bodies are pasted verbatim. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A command for "Copy as cURL". The token is written as `$TOKEN`, left for the shell to expand:
 * the real one never enters the clipboard, where other apps and clipboard history can read it.
 */
export function toCurl({ baseUrl, method, path, query = {}, body }: CurlInput): string {
  // curl needs an absolute URL; a same-origin console calls the origin it was loaded from.
  const origin = baseUrl.replace(/\/+$/, "") || (globalThis.location?.origin ?? "");
  const lines = [
    `curl --request ${method}`,
    `--url ${shellQuote(apiUrl(origin, path, query))}`,
    `--header 'Accept: application/json'`,
    `--header "Authorization: Bearer $TOKEN"`,
  ];
  if (body !== undefined) {
    lines.push(
      `--header 'Content-Type: application/json'`,
      `--data ${shellQuote(JSON.stringify(body))}`,
    );
  }
  return lines.join(" \\\n  ");
}
