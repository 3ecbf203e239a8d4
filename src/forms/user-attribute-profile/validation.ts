import { type FieldErrors, get, type Resolver, set } from "react-hook-form";
import {
  attributeName,
  userAttributeProfilePatchSchema,
} from "../../api/schemas/userAttributeProfile";
import {
  type KnownUserAttributeProfile,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "./fields";
import { toFormPath } from "./formPaths";

/** `path` is a form field name; "" means the form as a whole. */
export interface FormProblem {
  path: string;
  message: string;
}

/** The rules of the rows themselves, which the body cannot show: unique, valid names. */
export function rowProblems(values: UserAttributeProfileFormValues): FormProblem[] {
  const seen = new Set<string>();
  return values.user_attributes.flatMap((row, index) => {
    const path = `user_attributes.${index}.name`;
    const name = attributeName.safeParse(row.name);
    const duplicate = seen.has(row.name);
    seen.add(row.name);
    if (!name.success) return [{ path, message: name.error.issues[0]?.message ?? "Invalid" }];
    return duplicate ? [{ path, message: `Another attribute is already named "${row.name}"` }] : [];
  });
}

/**
 * Checks the form against the contract: the rows' own rules, then the PATCH body it would send,
 * parsed by the contract's schema, with each problem placed on the input it comes from. Limits
 * live in the schema only; an unchanged field is not sent, so it is not checked again. Every
 * problem shows on the first Save: a row whose name is wrong is left out of the body checked,
 * so the other rows and fields are checked too rather than on a second Save.
 */
export function validateProfileForm(
  start: KnownUserAttributeProfile,
  values: UserAttributeProfileFormValues,
) {
  const rows = rowProblems(values);
  const badRows = new Set(rows.map((problem) => problem.path));
  const checked =
    rows.length === 0
      ? values
      : {
          ...values,
          user_attributes: values.user_attributes.filter(
            (_, index) => !badRows.has(`user_attributes.${index}.name`),
          ),
        };
  const parsed = userAttributeProfilePatchSchema.safeParse(toPatchBody(start, checked));
  if (parsed.success && rows.length === 0) return { ok: true as const, body: parsed.data };
  const body = parsed.success ? [] : problemsOnFields(parsed.error.issues, values);
  return { ok: false as const, problems: [...rows, ...body] };
}

/** A body's issues, each on the input it comes from, or for the form as a whole (""). */
export function problemsOnFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: UserAttributeProfileFormValues,
): FormProblem[] {
  return issues.map((issue): FormProblem => {
    const apiPath = issue.path.map(String).join(".");
    const path = toFormPath(apiPath, values);
    return path === undefined
      ? { path: "", message: apiPath ? `${apiPath}: ${issue.message}` : issue.message }
      : { path, message: issue.message };
  });
}

/** react-hook-form's errors for a list of problems: the first per input, the rest in the alert. */
export function errorsOf(
  problems: readonly FormProblem[],
): FieldErrors<UserAttributeProfileFormValues> {
  const errors: FieldErrors<UserAttributeProfileFormValues> = {};
  const general: string[] = [];
  for (const { path, message } of problems) {
    if (path === "") general.push(message);
    // The first problem of an input is the one to fix first.
    else if (get(errors, path) === undefined) set(errors, path, { type: "contract", message });
  }
  if (general.length > 0)
    set(errors, `root.${FORM_PROBLEM_KEY}`, { type: "contract", message: general.join(" ") });
  return errors;
}

/** Form-level problems go to `errors.root.contract`, shown in the form's alert. */
export const FORM_PROBLEM_KEY = "contract";

/** The resolver reads the starting point from react-hook-form's `context` at each run. */
export const profileResolver: Resolver<
  UserAttributeProfileFormValues,
  KnownUserAttributeProfile
> = (values, start) => {
  const result = validateProfileForm(start ?? {}, values);
  if (result.ok) return { values, errors: {} };
  return { values: {}, errors: errorsOf(result.problems) };
};
