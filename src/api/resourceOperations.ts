import { type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApiPath } from "./apiPath";
import type { ApiClient } from "./client";
import { type Operation, operation } from "./operation";

/*
 * The operations of a resource folder (get, create, update, and a read's query options)
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
