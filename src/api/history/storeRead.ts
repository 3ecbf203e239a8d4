import type { z } from "zod";

/**
 * One read of the console's own server's store (`/__console/…`): a same-origin plain fetch, the
 * session cookie going along, never the tenant's ApiClient (no token, no rate budget: the store
 * is the server's, not the tenant's). A refusal says the server's own `message`.
 */
class StoreReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StoreReadError";
  }
}

/** `?a=1&b=2` of the values given, the empty ones left out (a filter not set is no filter). */
export function storeQuery(params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, value);
  }
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

/** "read the jobs", "start the job": a write's `what` names its own verb. */
const verbOf = (init: RequestInit) => (init.method === "POST" ? "" : "read ");

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  return typeof body.message === "string" && body.message.trim() !== "" ? body.message : undefined;
}

export function readStore<S extends z.ZodType>(
  path: string,
  schema: S,
  what: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<z.output<S>> {
  return callStore(path, { method: "GET" }, schema, what, signal, fetchFn);
}

/**
 * One write to the console's own server (`POST /__console/…`), a JSON body or none, answered as
 * a read is: the server's refusal says its own `message`.
 */
export function writeStore<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  what: string,
  fetchFn: typeof fetch = fetch,
): Promise<z.output<S>> {
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  return callStore(path, init, schema, what, undefined, fetchFn);
}

async function callStore<S extends z.ZodType>(
  path: string,
  init: RequestInit,
  schema: S,
  what: string,
  signal: AbortSignal | undefined,
  fetchFn: typeof fetch,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetchFn(path, {
      ...init,
      headers: { accept: "application/json", ...(init.headers as Record<string, string>) },
      credentials: "same-origin",
      cache: "no-store",
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new StoreReadError(0, `Could not reach the console's server to ${verbOf(init)}${what}.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new StoreReadError(
      response.status,
      messageOf(body) ??
        `The console's server could not ${verbOf(init)}${what} (${response.status}).`,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // Where it differs, so a server and a page of different versions are told apart at once.
    const where = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new StoreReadError(
      response.status,
      `The console's server answered ${what} in a form this page does not read${where ? ` (at ${where})` : ""}.`,
    );
  }
  return parsed.data;
}
