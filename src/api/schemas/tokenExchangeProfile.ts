import { z } from "zod";
import { tokenExchangeProfileId } from "./ids.ts";
import { LIMITS } from "./limits.ts";
import { boundedString, lengthWithin } from "./text.ts";

const L = LIMITS.tokenExchangeProfile;

export const TOKEN_EXCHANGE_PROFILE_TYPES = ["custom_authentication"] as const;

/** A profile accepts properties beyond those listed: keep them, the details panel shows them. */
export const tokenExchangeProfileSchema = z.looseObject({
  id: tokenExchangeProfileId,
  name: boundedString(L.name),
  subject_token_type: z.url({ error: "Must be a URL" }).check(lengthWithin(L.subjectTokenType)),
  action_id: boundedString(L.actionId),
  type: z.enum(TOKEN_EXCHANGE_PROFILE_TYPES),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TokenExchangeProfile = z.infer<typeof tokenExchangeProfileSchema>;

/** The list response allows no additional properties. */
export const tokenExchangeProfileListSchema = z.strictObject({
  next: z.string().optional(),
  token_exchange_profiles: z.array(tokenExchangeProfileSchema),
});
export type TokenExchangeProfileList = z.infer<typeof tokenExchangeProfileListSchema>;

export const pageSize = z.coerce
  .number({ error: "take must be a whole number" })
  .int({ error: "take must be a whole number" })
  .min(LIMITS.take.min, { error: `take must be at least ${LIMITS.take.min}` })
  .max(LIMITS.take.max, { error: `take must be at most ${LIMITS.take.max}` });

/** Query of the listing. `from` is the opaque `next` of the previous page. */
export const tokenExchangeProfileListQuerySchema = z.strictObject({
  from: z.string().min(1, { error: "from must not be empty" }).optional(),
  take: pageSize.optional(),
});
export type TokenExchangeProfileListQuery = z.infer<typeof tokenExchangeProfileListQuerySchema>;

export { nextCursor } from "./cursor.ts";
