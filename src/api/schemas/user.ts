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

/**
 * A user as GET /users/{id}, /users-by-email and the user search answer it untrimmed: what a
 * support agent reads. Only `user_id` is sure; the service omits what is not set, and adds
 * more members (metadata, app_metadata), which are kept unread.
 */
export const userSchema = z.looseObject({
  user_id: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  nickname: z.string().optional(),
  picture: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  last_login: z.string().optional(),
  last_ip: z.string().optional(),
  logins_count: z.number().int().nonnegative().optional(),
  blocked: z.boolean().optional(),
  multifactor: z.array(z.string()).optional(),
  identities: z.array(identitySchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Query of GET /users-by-email. The match is exact and case-sensitive: a provider that keeps an
 * address's case is found only with that case.
 */
export const usersByEmailQuerySchema = z.strictObject({
  email: z.string({ error: "email is required" }).min(1, { error: "email is required" }),
  ...fieldsQueryShape,
});
export type UsersByEmailQuery = z.infer<typeof usersByEmailQuerySchema>;

/** GET /users-by-email answers a bare array, without paging. */
export const usersByEmailSchema = z.array(userSchema);
