import { toNestErrors } from "@hookform/resolvers";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { organizationCreateSchema } from "../../api/schemas/organization";
import { buildOrganizationBody } from "./buildBody";
import { toFormPath } from "./formPaths";
import { type OrganizationFormValues, organizationFormSchema } from "./schema";

const formResolver = zodResolver(organizationFormSchema);

/** Where a body rule that no input holds is shown: in the form alert. */
const BODY_ERROR = "root.body";

/**
 * The form schema first, for messages on each input; then the body that would be sent, checked
 * against the contract's own schema, so nothing the contract refuses can leave the browser even
 * if the two ever drift apart. Body issues are put back on the form's field names.
 */
export const organizationResolver: Resolver<OrganizationFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await formResolver(values, context, options);
  if (Object.keys(result.errors).length > 0) return result;

  const checked = organizationCreateSchema.safeParse(buildOrganizationBody(values));
  if (checked.success) return result;
  const flat: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const name = toFormPath(issue.path, values) ?? BODY_ERROR;
    flat[name] ??= { type: "contract", message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
