import { z } from "zod";

/**
 * The service's error body. `errorCode` is sometimes missing and an old 429 body carries only
 * statusCode and error, so everything but statusCode is optional.
 */
export const errorBodySchema = z.looseObject({
  statusCode: z.number().int(),
  error: z.string().optional(),
  message: z.string().optional(),
  errorCode: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = [
  "invalid_body",
  "invalid_query_string",
  "invalid_uri",
  "insufficient_scope",
  "inexistent_user",
  "inexistent_connection",
  "too_many_requests",
] as const;
