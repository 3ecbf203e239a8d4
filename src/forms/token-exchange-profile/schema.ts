import type { z } from "zod";
import { notBlank } from "../../api/schemas/text";
import {
  TOKEN_EXCHANGE_PROFILE_TYPES,
  type TokenExchangeProfile,
} from "../../api/schemas/tokenExchangeProfile";
import {
  type TokenExchangeProfileCreate,
  type TokenExchangeProfilePatch,
  tokenExchangeProfileCreateSchema,
  tokenExchangeProfileName,
} from "../../api/schemas/tokenExchangeProfileWrite";

/** A name that shows as something: the contract's bounds, and not spaces alone. */
const visibleName = tokenExchangeProfileName.check(notBlank);

/** What a person types: the create body without `type`, which has one possible value. */
export const newProfileFormSchema = tokenExchangeProfileCreateSchema
  .pick({ name: true, subject_token_type: true, action_id: true })
  .extend({ name: visibleName });
export type NewProfileFormValues = z.input<typeof newProfileFormSchema>;

export const EMPTY_NEW_PROFILE: NewProfileFormValues = {
  name: "",
  subject_token_type: "",
  action_id: "",
};

/** The only two fields that change after creation. */
export const editProfileFormSchema = tokenExchangeProfileCreateSchema
  .pick({ name: true, subject_token_type: true })
  .extend({ name: visibleName });
export type EditProfileFormValues = z.input<typeof editProfileFormSchema>;

/** The one type the service offers; shown, never typed. */
export const FIXED_TYPE: TokenExchangeProfileCreate["type"] = TOKEN_EXCHANGE_PROFILE_TYPES[0];

export function createBody(values: NewProfileFormValues): TokenExchangeProfileCreate {
  return {
    name: values.name,
    subject_token_type: values.subject_token_type,
    // An id pasted with a space around it is still that id.
    action_id: values.action_id.trim(),
    type: FIXED_TYPE,
  };
}

/** Only what changed, so a rename never sends the subject token type again. */
export function patchBody(
  saved: Pick<TokenExchangeProfile, "name" | "subject_token_type">,
  values: EditProfileFormValues,
): TokenExchangeProfilePatch {
  return {
    ...(values.name === saved.name ? {} : { name: values.name }),
    ...(values.subject_token_type === saved.subject_token_type
      ? {}
      : { subject_token_type: values.subject_token_type }),
  };
}

/** A field of these forms named by the tenant's message, or undefined. */
export function fieldOf<T extends string>(path: string, fields: readonly T[]): T | undefined {
  return fields.find((field) => field === path);
}
