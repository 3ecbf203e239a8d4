import type { ApiError } from "../../api";

export const NAME_TAKEN = "Name already taken: another organization uses it. Choose another name.";

/** A write whose verdict never arrived: say so, and how to find out without creating twice. */
export function outcomeUnknownMessage(error: ApiError): string {
  const cause =
    error.kind === "http"
      ? `The tenant failed (${error.status} ${error.error}) while creating the organization.`
      : "The connection to the tenant failed before it answered.";
  return `${cause} The organization may have been created. Submit again to check: if it exists, the tenant answers that the name is already taken, and nothing is created twice.`;
}

export function confirmedAfterUnknown(name: string): string {
  return `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it. Nothing more was created.`;
}
