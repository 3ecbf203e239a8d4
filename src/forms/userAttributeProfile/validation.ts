import { type FieldErrors, get, type Resolver, set } from "react-hook-form";
import {
  attributeName,
  type UserAttributeProfilePatch,
  userAttributeProfilePatchSchema,
} from "../../api/schemas";
import { formPathOf } from "./formPaths";
import type { KnownProfile, ProfileFormValues } from "./formValues";
import { toPatchBody } from "./toPatchBody";

/** `path` is a form field name; "" means the form as a whole. */
export interface FormProblem {
  path: string;
  message: string;
}

export type ValidationResult =
  | { ok: true; body: UserAttributeProfilePatch }
  | { ok: false; problems: FormProblem[] };

/** The rules of the rows themselves, which the body cannot show: unique, valid names. */
function rowProblems(values: ProfileFormValues): FormProblem[] {
  const problems: FormProblem[] = [];
  const seen = new Set<string>();
  values.user_attributes.forEach((row, index) => {
    const base = `user_attributes.${index}`;
    const name = attributeName.safeParse(row.name);
    if (!name.success) {
      problems.push({ path: `${base}.name`, message: name.error.issues[0]?.message ?? "Invalid" });
    } else if (seen.has(row.name)) {
      problems.push({
        path: `${base}.name`,
        message: `Another attribute is already named "${row.name}"`,
      });
    }
    seen.add(row.name);
  });
  return problems;
}

/**
 * Checks the form against the contract: the rows' own rules, then the PATCH body it would send,
 * parsed by the contract's schema, with each problem placed on the input it comes from. Limits
 * live in the schema only; an unchanged field is not sent, so it is not checked again.
 */
export function validateProfileForm(
  start: KnownProfile,
  values: ProfileFormValues,
): ValidationResult {
  const problems = rowProblems(values);
  if (problems.length > 0) return { ok: false, problems };
  const { body } = toPatchBody(start, values);
  const parsed = userAttributeProfilePatchSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const apiPath = issue.path.map(String).join(".");
      const path = formPathOf(values, apiPath);
      return path === undefined
        ? { path: "", message: apiPath ? `${apiPath}: ${issue.message}` : issue.message }
        : { path, message: issue.message };
    }),
  };
}

/** Form-level problems go to `errors.root.contract`, shown in the form's alert. */
export const FORM_PROBLEM_KEY = "contract";

/** react-hook-form resolver over validateProfileForm; the starting point is read at each run. */
export function profileResolver(startOf: () => KnownProfile): Resolver<ProfileFormValues> {
  return (values) => {
    const result = validateProfileForm(startOf(), values);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<ProfileFormValues> = {};
    const general: string[] = [];
    for (const { path, message } of result.problems) {
      if (path === "") general.push(message);
      // The first problem of an input is the one to fix first.
      else if (get(errors, path) === undefined) set(errors, path, { type: "contract", message });
    }
    if (general.length > 0)
      set(errors, `root.${FORM_PROBLEM_KEY}`, { type: "contract", message: general.join(" ") });
    return { values: {}, errors };
  };
}
