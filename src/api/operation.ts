import type { z } from "zod";
import type { ApiClient, NoBodyRequest, RequestOptions, SchemaRequest } from "./client";

/** What an operation sends; its caller adds the rest (abort signal, rate-limit callback, reason). */
type Sent<R> = Omit<R, keyof RequestOptions>;

/** One call of the API, as each resource folder exports them: `op(client, input, options)`. */
export type Operation<I, O> = (client: ApiClient, input: I, options?: RequestOptions) => Promise<O>;

/**
 * An operation from what it sends for an input. `toRequest` checks the input against the
 * contract as it builds the request, so an invalid input rejects the call with the ZodError and
 * nothing is sent.
 */
export function operation<I, S extends z.ZodType>(
  toRequest: (input: I) => Sent<SchemaRequest<S>>,
): Operation<I, z.output<S>>;
/** An operation whose answer the console does not read: any 2xx resolves undefined. */
export function operation<I>(toRequest: (input: I) => Sent<NoBodyRequest>): Operation<I, undefined>;
export function operation<I>(
  toRequest: (input: I) => Sent<SchemaRequest<z.ZodType>> | Sent<NoBodyRequest>,
): Operation<I, unknown> {
  return async (client, input, options = {}) => client.request({ ...toRequest(input), ...options });
}
