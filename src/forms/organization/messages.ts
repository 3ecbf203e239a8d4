import { type ApiError, describeApiError } from "../../api";

export const NAME_TAKEN = "Name already taken: another organization uses it. Choose another name.";

/** A write whose verdict never arrived: say so, and how to find out without creating twice. */
export function outcomeUnknownMessage(error: ApiError): string {
  const cause =
    error.kind === "http"
      ? `The tenant failed (${error.status} ${error.error}) while creating the organization.`
      : error.kind === "aborted"
        ? "You cancelled the request after it was sent, so it is not known whether the tenant received it."
        : "The connection to the tenant failed before it answered.";
  return `${cause} The organization may have been created. ${SUBMIT_AGAIN_TO_CHECK}`;
}

const SUBMIT_AGAIN_TO_CHECK =
  "Submit again to check: if it exists, the tenant answers that the name is already taken, and nothing is created twice.";

/** A 2xx whose body is not an organization: the create happened, its answer cannot be shown. */
export function appliedButUnreadableMessage(error: ApiError): string {
  return `${describeApiError(error)} The tenant answered ${error.status}, so the organization was most likely created. ${SUBMIT_AGAIN_TO_CHECK}`;
}

export function confirmedAfterUnknown(name: string): string {
  return `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it. Nothing more was created.`;
}
