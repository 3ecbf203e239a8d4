import { isApiError, type WriteDescription } from "./apiError";

/**
 * A DELETE the person asked for. The service declares no 404 on these; one means the thing is
 * gone already, which is what was asked, so it resolves too.
 */
export async function goneIsDone<T>(sent: Promise<T>): Promise<T | undefined> {
  try {
    return await sent;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return undefined;
    throw error;
  }
}

/** For describeApiError: deleting a profile again is harmless (gone is gone). */
export const DELETE_PROFILE_WRITE: WriteDescription = {
  doing: "deleting the profile",
  result: "the profile was deleted",
  repeat: "safe",
};
