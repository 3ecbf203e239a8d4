import { checkCaller } from "../proxy/guard.ts";
import { ProxyRefusal, refusalResponse, signInRefusal } from "../proxy/proxyError.ts";
import { operatorFrom } from "./operator.ts";
import { createRelyingParty, type RelyingParty, SignInFailed } from "./relyingParty.ts";
import { returnHash } from "./returnTo.ts";
import { cookieHeader, readCookie, signInCookies } from "./sessionCookie.ts";
import type { Operator, SessionStore } from "./sessionStore.ts";
import { createSessions } from "./sessions.ts";
import type { SignInSettings } from "./signInSettings.ts";

export const SIGN_IN_PATH = "/__console/sign-in";
export const CALLBACK_PATH = "/__console/callback";
export const SIGN_OUT_PATH = "/__console/sign-out";
export const ME_PATH = "/__console/me";

/** A pending sign-in's cookie outlives it a little; sessions.ts decides when it is too old. */
const PENDING_COOKIE_SECONDS = 15 * 60;

interface SignInOptions {
  settings: SignInSettings;
  store: SessionStore;
  /** Served over TLS (an https public origin): cookies are `Secure` with `__Host-`. */
  secureCookies: boolean;
  /** One JSON line per sign-in and per failed one (never a token or a cookie). */
  log: (fields: Record<string, unknown>) => void;
  relyingParty?: RelyingParty;
  now?: () => number;
}

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

function json(body: unknown, status = 200, cookies: string[] = []): Response {
  const headers = new Headers({
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
}

const signedOut = () => signInRefusal(401, "signed_out", "Sign in to use the console");

/**
 * `npm run serve`'s sign-in (team-console.md, "Sign-in"): the four `/__console/*` endpoints, and
 * the signed-in person of a request for the proxy. Nothing of the provider's tokens is kept: a
 * session holds the person the verified ID token named (decision 022).
 */
export function createSignIn(options: SignInOptions) {
  const { settings } = options;
  const party = options.relyingParty ?? createRelyingParty(settings);
  const sessions = createSessions(options.store, settings.timeouts, options.now);
  const cookies = signInCookies(options.secureCookies);
  const sessionSeconds = Math.floor(settings.timeouts.absoluteMs / 1000);
  const clearPending = cookieHeader(cookies, cookies.pending, "", 0);

  const sessionId = (request: Request) =>
    readCookie(request.headers.get("cookie"), cookies.session);

  function failed(reason: string, extra: string[] = []): Response {
    options.log({ event: "sign-in failed", reason });
    return json(
      {
        statusCode: 400,
        error: "sign_in_failed",
        message: `Sign-in failed: ${reason}`,
        errorCode: "sign_in_failed",
      },
      400,
      [clearPending, ...extra],
    );
  }

  return {
    issuer: settings.issuer.href,

    /** Discovers the provider at start, so a wrong issuer or algorithm is printed then. */
    discover: () => party.discover(),

    /** GET /__console/sign-in?return=#/…: a new pending sign-in, and off to the provider. */
    async begin(rawUrl: string, ownOrigin: string): Promise<Response> {
      const returnTo = returnHash(new URL(rawUrl, ownOrigin).searchParams.get("return"));
      const redirectUri = `${ownOrigin}${CALLBACK_PATH}`;
      let started: Awaited<ReturnType<RelyingParty["start"]>>;
      try {
        started = await party.start(redirectUri);
      } catch (error) {
        options.log({ event: "sign-in provider unavailable", reason: String(error) });
        return signInRefusal(
          502,
          "sign_in_unavailable",
          "The sign-in provider could not be reached",
        );
      }
      const pendingId = await sessions.savePending({ ...started.checks, redirectUri, returnTo });
      return redirect(started.url.href, [
        cookieHeader(cookies, cookies.pending, pendingId, PENDING_COOKIE_SECONDS),
      ]);
    },

    /**
     * GET /__console/callback?code=…&state=…: only with the pending sign-in this browser started
     * (its cookie, used once), the state it sent (login CSRF), and a verified ID token. A new
     * session id every time; the one the browser held before ends (session fixation).
     */
    async callback(request: Request, rawUrl: string): Promise<Response> {
      const pending = await sessions.takePending(
        readCookie(request.headers.get("cookie"), cookies.pending),
      );
      if (pending === null)
        return failed("this browser did not start this sign-in here, or took too long");
      const query = new URL(rawUrl, "http://callback").search;
      let operator: Operator;
      try {
        const claims = await party.finish(new URL(`${pending.redirectUri}${query}`), pending);
        operator = operatorFrom(claims, settings.rolesClaim);
      } catch (error) {
        if (error instanceof SignInFailed) return failed(error.message);
        throw error;
      }
      const id = await sessions.start(operator, sessionId(request));
      options.log({
        event: "signed in",
        sub: operator.sub,
        email: operator.email,
        role: operator.role,
      });
      return redirect(`/${pending.returnTo}`, [
        clearPending,
        cookieHeader(cookies, cookies.session, id, sessionSeconds),
      ]);
    },

    /** POST /__console/sign-out: from the console's own page only; the session ends here. */
    async signOut(request: Request, ownOrigin: string): Promise<Response> {
      try {
        checkCaller(request.headers, ownOrigin);
      } catch (error) {
        if (error instanceof ProxyRefusal) return refusalResponse(error);
        throw error;
      }
      await sessions.end(sessionId(request));
      return json(null, 204, [cookieHeader(cookies, cookies.session, "", 0)]);
    },

    /**
     * GET /__console/me: who is signed in, until when, and what the server's credential may do
     * (`credential`: its claims, never the token), which the page intersects with the role.
     */
    async me(
      request: Request,
      ownOrigin: string,
      credential: () => Promise<Record<string, unknown> | null>,
    ): Promise<Response> {
      try {
        checkCaller(request.headers, ownOrigin);
      } catch (error) {
        if (error instanceof ProxyRefusal) return refusalResponse(error);
        throw error;
      }
      const live = await sessions.find(sessionId(request), false);
      if (live === null) return signedOut();
      const { sub, email, name, role } = live.operator;
      const expires_at = new Date(live.expiresAt).toISOString();
      return json({ sub, email, name, role, expires_at, credential: await credential() });
    },

    /** The person behind an `/api/v2` call (which counts as activity), or null: answer signedOut. */
    async operatorOf(request: Request): Promise<Operator | null> {
      return (await sessions.find(sessionId(request), true))?.operator ?? null;
    },

    signedOut,
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
