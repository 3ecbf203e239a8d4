import type { Resolver } from "react-hook-form";
import {
  type UserAttributeProfileCreate,
  userAttributeProfileCreateSchema,
} from "../../../api/schemas/userAttributeProfile";
import {
  type KnownUserAttributeProfile,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "../fields";
import { errorsOf, problemsOnFields, rowProblems } from "../validation";

/**
 * The create body for what the form holds: every attribute whole, the name, and `user_id` only
 * when the starting point or the person set one (without it the service fills its default).
 */
export function toCreateBody(values: UserAttributeProfileFormValues): Record<string, unknown> {
  // Against an empty start, every attribute and every set member counts as a change.
  const { user_id, user_attributes } = toPatchBody({}, values);
  return {
    name: values.name,
    ...(user_id ? { user_id } : {}),
    user_attributes: user_attributes ?? {},
  };
}

export function validateNewProfileForm(values: UserAttributeProfileFormValues) {
  const problems = rowProblems(values);
  if (problems.length > 0) return { ok: false as const, problems };
  const parsed = userAttributeProfileCreateSchema.safeParse(toCreateBody(values));
  if (parsed.success) return { ok: true as const, body: parsed.data };
  return { ok: false as const, problems: problemsOnFields(parsed.error.issues, values) };
}

/** The create body's rules, checked in the browser before anything is sent. */
export const newProfileResolver: Resolver<
  UserAttributeProfileFormValues,
  KnownUserAttributeProfile
> = (values) => {
  const result = validateNewProfileForm(values);
  return result.ok ? { values, errors: {} } : { values: {}, errors: errorsOf(result.problems) };
};

/** The body checked by the resolver, for the create call (the resolver has run). */
export function createBodyOf(values: UserAttributeProfileFormValues): UserAttributeProfileCreate {
  return userAttributeProfileCreateSchema.parse(toCreateBody(values));
}
