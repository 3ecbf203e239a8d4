import { z } from "zod";
import { fieldsQueryShape } from "./paging.ts";

/**
 * One of a user's identities. `connection` is the name a risk assessment clear needs. Some
 * providers send `user_id` as a number; it is read as text either way.
 */
export const identitySchema = z.looseObject({
  connection: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).transform(String),
  provider: z.string(),
  isSocial: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

/** GET /users/{id}?fields=identities&include_fields=true: only the identities. */
export const userIdentitiesSchema = z.looseObject({
  identities: z.array(identitySchema),
});
export type UserIdentities = z.infer<typeof userIdentitiesSchema>;

/** Query of GET /users/{id}. */
export const userQuerySchema = z.strictObject(fieldsQueryShape);
export type UserQuery = z.infer<typeof userQuerySchema>;
