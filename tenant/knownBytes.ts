import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { TenantEnv } from "./env.ts";

/**
 * Responses whose body the tenant built as bytes. Reading a fetch Response's body back costs a
 * stream, a reader and a timer turn per call; the node handler writes these bytes to the socket
 * itself. The Response keeps its body too, so `app.fetch` callers read it as usual.
 */
const bytesOf = new WeakMap<Response, Uint8Array>();

export function bytesResponse(
  c: Context<TenantEnv>,
  bytes: Buffer,
  status: 200,
  headers: Record<string, string>,
): Response {
  // Hono types its body as Uint8Array<ArrayBuffer>; a Buffer is one over an ArrayBufferLike.
  const response = c.body(bytes as Uint8Array<ArrayBuffer>, status, headers);
  bytesOf.set(response, bytes);
  return response;
}

/**
 * Writes a bytes response straight to Node, headers as middleware left them; false for any
 * other response (Hono answering HEAD with a new Response lands here too).
 */
export function writeKnownBytes(response: Response, outgoing: ServerResponse): boolean {
  const bytes = bytesOf.get(response);
  if (!bytes) return false;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers["content-length"] = String(bytes.byteLength);
  outgoing.writeHead(response.status, headers);
  outgoing.end(bytes);
  return true;
}
