import { TenantError, validationMessage } from "./errors.ts";

/** Larger bodies are refused before they are parsed: no contract body comes near this. */
const BODY_LIMIT_BYTES = 64 * 1024;

type BodyFormat = "json" | "form";

const MEDIA_TYPES: Record<BodyFormat, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
};

interface BodyOptions {
  formats: readonly BodyFormat[];
  /** Form fields that are lists even when sent once (`assessors=new-device`). */
  formLists?: readonly string[];
  /**
   * Fields the schema holds as objects or lists of objects. A form field is flat text, so
   * sending one of these in a form (also as `field[key]` or `field.key`) is a 400 saying so.
   */
  formObjects?: readonly string[];
}

function tooLarge(): TenantError {
  return new TenantError(
    413,
    `Payload content length greater than maximum allowed: ${BODY_LIMIT_BYTES}`,
    "payload_too_large",
  );
}

async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > BODY_LIMIT_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * No contract body nests past 6 levels. Without a cap, a body nested thousands deep could be
 * stored wherever a schema kept unknown values, and every later answer that copied or validated
 * it recursed too far (500s).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Levels of objects and arrays (a scalar is 0, `{}` is 1), counted without recursion and only up
 * to `stopAbove + 1`, so a hostile body costs no stack and little time.
 */
export function jsonDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAbove) break;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Keys that name an object's prototype machinery. JSON.parse keeps them as plain fields, and a
 * schema then dropped them with a 2xx; a caller sending one is probing, so it is refused by name.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** The path of the first reserved key at any depth, found without recursion. */
function reservedKeyPath(value: unknown): PropertyKey[] | undefined {
  const pending: Array<[unknown, PropertyKey[]]> = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item !== "object" || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const at = [...path, Array.isArray(item) ? Number(key) : key];
      if (!Array.isArray(item) && RESERVED_KEYS.has(key)) return at;
      pending.push([child, at]);
    }
  }
  return undefined;
}

function refuseReservedKeys(value: unknown): void {
  const path = reservedKeyPath(value);
  if (!path) return;
  const key = String(path.at(-1));
  throw invalidBody(validationMessage("Payload", `The property name ${key} is not accepted`, path));
}

function invalidBody(message: string): TenantError {
  return new TenantError(400, message, "invalid_body");
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidBody("Invalid request payload: the body is not UTF-8");
  }
}

function refuseNestedFormFields(params: URLSearchParams, objects: readonly string[]): void {
  for (const key of params.keys()) {
    const field = key.split(/[[.]/, 1)[0] ?? key;
    if (!objects.includes(field)) continue;
    const message = validationMessage(
      "Payload",
      `${field} holds nested values, which a form field cannot express; send this body as application/json`,
      [field],
    );
    throw new TenantError(400, message, "invalid_body");
  }
}

/** Built with fromEntries so a `__proto__` field stays a plain field. */
export function formToObject(params: URLSearchParams, lists: readonly string[] = []) {
  const fields = new Map<string, string | string[]>();
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields.set(key, lists.includes(key) || values.length > 1 ? values : (values[0] ?? ""));
  }
  return Object.fromEntries(fields);
}

/**
 * Reads a request body the way the service does: an empty body counts as `{}`, so the schema
 * names the missing fields; a body in a format the operation does not take is a 415.
 */
export async function readBody(request: Request, options: BodyOptions): Promise<unknown> {
  const bytes = await readLimited(request);
  if (bytes.byteLength === 0) return {};
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  const format = options.formats.find((candidate) => MEDIA_TYPES[candidate] === mediaType);
  if (!format) {
    const accepted = options.formats.map((candidate) => MEDIA_TYPES[candidate]).join(" or ");
    const sent = mediaType ? `Content-Type ${mediaType}` : "A body without Content-Type";
    throw new TenantError(
      415,
      `${sent} is not supported; send ${accepted}`,
      "unsupported_media_type",
    );
  }
  const text = decodeText(bytes);
  if (format === "form") {
    const params = new URLSearchParams(text);
    refuseNestedFormFields(params, options.formObjects ?? []);
    refuseReservedKeys(Object.fromEntries(params));
    return formToObject(params, options.formLists);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody("Invalid request payload JSON format");
  }
  if (jsonDepth(parsed, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw invalidBody(
      `Invalid request payload: JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`,
    );
  }
  refuseReservedKeys(parsed);
  return parsed;
}
