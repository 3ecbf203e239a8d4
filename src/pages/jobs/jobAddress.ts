import { JOBS_ROUTE_PATH } from "./jobsPath";

export const jobPath = (id: string) => `${JOBS_ROUTE_PATH}/${encodeURIComponent(id)}`;

/** The job a `#/jobs/{id}` address names, or undefined for the list alone. */
export function jobIdFromPath(path: string): string | undefined {
  const prefix = `${JOBS_ROUTE_PATH}/`;
  if (!path.startsWith(prefix)) return undefined;
  const id = decodeURIComponent(path.slice(prefix.length).split("?")[0] ?? "");
  return id === "" ? undefined : id;
}
