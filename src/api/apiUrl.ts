import type { ApiPath } from "./apiPath";

const API_PREFIX = "/api/v2";

/** A list repeats its parameter once per item (`strategy=a&strategy=b`). */
type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `${origin}/api/v2${path}?query`; entries whose value is undefined are left out. */
export function apiUrl(baseUrl: string, path: ApiPath, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === "object" ? value : [value])
      params.append(name, String(item));
  }
  const search = params.toString() ? `?${params}` : "";
  return `${baseUrl.replace(/\/+$/, "")}${API_PREFIX}${path}${search}`;
}
