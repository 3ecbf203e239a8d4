import { RESTORE_OF_HEADER } from "../../src/api/history/types.ts";
import { entryIdOf } from "../history/entryId.ts";
import { ProxyRefusal } from "./proxyError.ts";

/** Larger bodies are refused before they are read in full; the tenant's own cap is the same. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The proxy serves the console's own page only. A browser says where a request comes from in
 * `Sec-Fetch-Site` (every current browser) and `Origin` (every write): another site, another
 * port of the same host, a `file://` page (`Origin: null`) are all refused, whatever the
 * request mode. Clients that are not browsers send neither and bring their own credentials.
 */
export function checkCaller(headers: Headers, ownOrigin: string): void {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") {
    throw new ProxyRefusal(
      403,
      `Requests from another site (${site}) are not proxied`,
      "cross_site_request",
    );
  }
  const origin = headers.get("origin");
  if (origin !== null && origin !== ownOrigin) {
    throw new ProxyRefusal(403, "Requests from another origin are not proxied", "foreign_origin");
  }
}

/** RFC 6750: the scheme, one space, a b64token. The tenant refuses any other spelling. */
const BEARER = /^Bearer [A-Za-z0-9\-._~+/]+=*$/i;

/**
 * Pass-through mode: an `Authorization` the tenant would refuse is refused here, with the
 * tenant's own 401, before it leaves. A lenient hop could otherwise accept `Bearer<TAB>…` that
 * the audit log, reading the spelling the service defines, would record without its `sub`.
 */
export function checkBearer(headers: Headers): void {
  const authorization = headers.get("authorization");
  if (authorization !== null && !BEARER.test(authorization)) {
    throw new ProxyRefusal(401, "Invalid token", "invalid_token");
  }
}

/** Writes are JSON: a form or a `no-cors` fetch cannot send that type without a preflight. */
export function checkContentType(method: string, headers: Headers): void {
  if (method === "GET") return;
  // A DELETE without a body has no type to check; no page can send a DELETE without a preflight.
  const bodyless = headers.get("content-length") === null || headers.get("content-length") === "0";
  if (method === "DELETE" && bodyless && !headers.has("transfer-encoding")) return;
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new ProxyRefusal(
      415,
      "A write must be sent as application/json",
      "unsupported_media_type",
    );
  }
}

function tooLarge(): ProxyRefusal {
  return new ProxyRefusal(
    413,
    `The body is larger than ${MAX_BODY_BYTES} bytes`,
    "payload_too_large",
  );
}

/** The body, read up to the cap: a declared or streamed excess is refused. */
export async function readCappedBody(
  request: Request,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client closed the connection before its body was whole: bad input, not a fault.
      throw new ProxyRefusal(400, "The request body ended early", "invalid_request");
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A write's `X-Console-Restore-Of`: the audit entry it restores, which its own entry names
 * (`restore_of`). Anything but an entry id is refused before the write leaves.
 */
export function restoreOfHeader(headers: Headers): string | undefined {
  const value = headers.get(RESTORE_OF_HEADER);
  if (value === null) return undefined;
  const id = entryIdOf(value.trim());
  if (id === null) {
    throw new ProxyRefusal(
      400,
      `${RESTORE_OF_HEADER} must be the id of an audit entry (decimal digits)`,
      "invalid_restore_of",
    );
  }
  return id;
}
