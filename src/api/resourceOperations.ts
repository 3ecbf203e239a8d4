import { mutationOptions, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApiPath } from "./apiPath";
import type { ApiClient, RequestOptions } from "./client";
import { type Operation, operation } from "./operation";

/*
 * The operations of a resource folder (get, create, update, their query and mutation options)
 * differ only in path, schemas and key; their bodies live here once. Each folder still exports
 * its own names and types, so callers import the operation they use (decision 013).
 */

/** The input of a write addressed to one resource: its id and the body sent. */
export interface IdAndBody<B> {
  readonly id: string;
  readonly body: B;
}

/** GET `path(input)`, the answer checked against `schema`. A path that refuses the input sends nothing. */
export function readOperation<I, S extends z.ZodType>(
  path: (input: I) => ApiPath,
  schema: S,
): Operation<I, z.output<S>> {
  return operation((input: I) => ({ method: "GET", path: path(input), schema }));
}

/** POST to a collection: the body checked against `body` (a ZodError, nothing sent), the answer against `schema`. */
export function createOperation<B extends z.ZodType, S extends z.ZodType>(
  path: ApiPath,
  body: B,
  schema: S,
): Operation<z.output<B>, z.output<S>> {
  return operation((sent: z.output<B>) => ({
    method: "POST",
    path,
    body: body.parse(sent),
    schema,
  }));
}

/** POST or PATCH a body to the path of an id: id, then body, checked before anything is sent. */
export function writeToIdOperation<B extends z.ZodType, S extends z.ZodType>(
  method: "POST" | "PATCH",
  path: (id: string) => ApiPath,
  body: B,
  schema: S,
): Operation<IdAndBody<z.output<B>>, z.output<S>> {
  return operation(({ id, body: sent }: IdAndBody<z.output<B>>) => ({
    method,
    path: path(id),
    body: body.parse(sent),
    schema,
  }));
}

/**
 * One read as a query under its key. The client already retried what is safe to retry, and a
 * 404 is an answer, not a fault: no second layer of retries.
 */
export function readOptions<K extends QueryKey, I, O>(
  client: ApiClient,
  queryKey: K,
  read: Operation<I, O>,
  input: I,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(client, input, { signal }),
    retry: false,
  });
}

/**
 * The request options among a mutation's variables. Every option is named (the type requires
 * each key), so one added to RequestOptions cannot be dropped here unnoticed.
 */
export function requestOptionsOf({ signal, onRateLimitWait, reason, targetName }: RequestOptions): {
  readonly [K in keyof Required<RequestOptions>]: RequestOptions[K];
} {
  return { signal, onRateLimitWait, reason, targetName };
}

/**
 * A write as a mutation under its key. Mutations get no signal from TanStack Query: the caller
 * passes its request options beside the variables `inputOf` turns into the write's input.
 */
export function writeOptions<V, I, O>(
  client: ApiClient,
  mutationKey: QueryKey,
  write: Operation<I, O>,
  inputOf: (variables: V) => I,
) {
  return mutationOptions({
    mutationKey,
    mutationFn: (variables: V & RequestOptions) =>
      write(client, inputOf(variables), requestOptionsOf(variables)),
  });
}

/** The variables of a create: `{ body }`, sent as it is. */
export const bodyOf = <B>({ body }: { readonly body: B }): B => body;
/** The variables of a delete: `{ id }`. */
export const idOf = ({ id }: { readonly id: string }): string => id;
/** The variables of an update: `{ id, body }`, without the request options beside them. */
export const idAndBodyOf = <B>({ id, body }: IdAndBody<B>): IdAndBody<B> => ({ id, body });
