/**
 * Keeping the management token out of what Playwright records. A trace keeps each action's
 * parameters (the typed token), DOM snapshots (the field's value) and every request's headers as
 * they were sent (`Authorization` on each call, even one a route handler rewrote); a video or a
 * screenshot shows the field. So the page never holds the token: it gets a stand-in, the same
 * header and claims (the console shows them) with another signature, and the kit makes each call
 * that carries the stand-in to the tenant itself, from Node, with the real token, then answers
 * the page with the tenant's answer. Playwright records the page's request, with the stand-in.
 */
import type { BrowserContext, Page, Route } from "@playwright/test";

/** What the kit sends for one stand-in signature: only to `api` (the tenant's), with `signature`. */
interface RealSignature {
  api: string;
  signature: string;
}

/** One route and one table per browser context: a re-connect or a second page adds a row. */
const signaturesByContext = new WeakMap<BrowserContext, Map<string, RealSignature>>();

const BASE64URL_RUN = /[A-Za-z0-9_-]+/g;
const SIGNATURE = /^[A-Za-z0-9_-]+$/;

/** Headers that belong to one connection, not to the request or answer Node passes on. */
const HOP_BY_HOP = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "host",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
]);

/** The management API under a tenant's origin, the only place the console sends the token. */
function managementApi(tenantUrl: string): string | undefined {
  try {
    return `${new URL(tenantUrl).origin}/api/v2/`;
  } catch {
    return undefined;
  }
}

function withoutHopByHop(headers: Iterable<[string, string]>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

/**
 * Makes the page's call with the real signature in place of the stand-in's. A request without a
 * stand-in, or one bound elsewhere than the management API it was given for, goes on untouched:
 * the real token goes nowhere else.
 */
async function callWithRealToken(
  route: Route,
  signatures: Map<string, RealSignature>,
): Promise<void> {
  const request = route.request();
  const authorization = request.headers().authorization ?? "";
  const cut = authorization.lastIndexOf(".") + 1;
  const real = cut > 0 ? signatures.get(authorization.slice(cut)) : undefined;
  if (!real || !request.url().startsWith(real.api)) return route.fallback();

  const headers = withoutHopByHop(Object.entries(request.headers()));
  headers.authorization = authorization.slice(0, cut) + real.signature;
  const requestBody = request.postDataBuffer();
  let answer: { status: number; headers: Record<string, string>; body: Buffer };
  try {
    const response = await fetch(request.url(), {
      method: request.method(),
      headers,
      body: requestBody ? new Uint8Array(requestBody) : undefined,
      // The page sees the tenant's own answer, a redirect included, as it would have.
      redirect: "manual",
    });
    answer = {
      status: response.status,
      // Node has decoded the body, so its encoding and length headers no longer apply.
      headers: withoutHopByHop(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  } catch {
    // The tenant could not be reached or broke off its answer: the page sees a failed request,
    // as it would have.
    return route.abort("failed");
  }
  await route.fulfill(answer);
}

async function routeFor(context: BrowserContext): Promise<Map<string, RealSignature>> {
  const existing = signaturesByContext.get(context);
  if (existing) return existing;
  const signatures = new Map<string, RealSignature>();
  signaturesByContext.set(context, signatures);
  // On the context, so your own page.route handlers run first: a mock still answers, and a
  // handler that lets a call through with route.fallback() reaches this one. Only API calls are
  // held up: the console's own files load as before.
  await context.route(
    (url) => [...signatures.values()].some((real) => url.href.startsWith(real.api)),
    (route) => callWithRealToken(route, signatures),
  );
  return signatures;
}

/**
 * The value to type in place of `token` on the connect screen or in the re-connect dialog:
 * `token` with its signature (the part after the last dot) replaced by
 * `kit-managed-<random id>`. From then on, the page's calls to the management API (`/api/v2/` at
 * `tenantUrl`'s origin) that carry the stand-in are made by the kit with `token`. A token the
 * connect screen refuses keeps the flaw it is refused for (spaces, characters outside base64url,
 * the number of parts), so the screen's words stay the same. `TenantConsole.connect` calls this
 * unless `maskToken` is false.
 */
export async function standInToken(page: Page, tenantUrl: string, token: string): Promise<string> {
  const cut = token.lastIndexOf(".") + 1;
  const signature = token.slice(cut);
  const standIn = `kit-managed-${crypto.randomUUID()}`;
  const api = managementApi(tenantUrl);
  if (api && SIGNATURE.test(signature)) {
    const signatures = await routeFor(page.context());
    signatures.set(standIn, { api, signature });
  }
  return token.slice(0, cut) + signature.replace(BASE64URL_RUN, standIn);
}
