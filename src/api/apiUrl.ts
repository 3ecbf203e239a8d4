import type { ApiPath } from "./apiPath";

export const API_PREFIX = "/api/v2";

export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `${origin}/api/v2${path}?query`; entries whose value is undefined are left out. */
export function apiUrl(baseUrl: string, path: ApiPath, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString() ? `?${params}` : "";
  return `${baseUrl.replace(/\/+$/, "")}${API_PREFIX}${path}${search}`;
}
