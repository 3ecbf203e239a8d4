import { isApiError, type WriteDescription } from "./apiError";
import type { ApiPath } from "./apiPath";
import { type Operation, operation } from "./operation";

/**
 * A DELETE the person asked for. The service declares no 404 on these; one means the thing is
 * gone already, which is what was asked, so it resolves too.
 */
async function goneIsDone<T>(sent: Promise<T>): Promise<T | undefined> {
  try {
    return await sent;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return undefined;
    throw error;
  }
}

/** DELETE `path(id)` as the person asked: 204, and a 404 (gone already) resolves too. */
export function askedDelete(path: (id: string) => ApiPath): Operation<string, undefined> {
  const send = operation((id: string) => ({ method: "DELETE", path: path(id) }));
  return (client, id, options) => goneIsDone(send(client, id, options));
}

/** For describeApiError: deleting a profile again is harmless (gone is gone). */
export const DELETE_PROFILE_WRITE: WriteDescription = {
  doing: "deleting the profile",
  result: "the profile was deleted",
  repeat: "safe",
};
