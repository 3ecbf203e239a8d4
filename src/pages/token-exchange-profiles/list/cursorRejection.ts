import { isApiError } from "../../../api/apiError";

/**
 * The tenant refused a `from` it issued: expired after 24 hours, or altered. A next page is the
 * only request that sends `from`, and its `take` already passed on the first page, so any 400
 * there is about the cursor; elsewhere the message must name `from`.
 */
export function isCursorRejection(error: unknown, duringNextPage: boolean): boolean {
  if (!isApiError(error) || error.kind !== "http" || error.status !== 400) return false;
  return duringNextPage || error.field?.path === "from";
}
