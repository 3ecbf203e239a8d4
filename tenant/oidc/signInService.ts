import { generateKeyPair, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import type { JWK } from "oidc-provider";
import { type ErrorStatus, errorBody, JSON_CONTENT_TYPE } from "../errors.ts";
import { SIGN_IN_PREFIX } from "../paths.ts";
import { ID_TOKEN_ALG } from "./consoleClient.ts";
import { LoginThrottle } from "./loginThrottle.ts";

/** The issuer for a tenant reached at this origin: discovery is below it. */
export function signInIssuer(origin: string): string {
  return `${origin.replace(/\/+$/, "")}${SIGN_IN_PREFIX}`;
}

/**
 * Issuers kept at once. Each Host a tenant is reached by (127.0.0.1, localhost, a Vite port) is
 * an issuer of its own, as tokens follow the Host; past this many, the oldest is dropped, so a
 * stream of made-up Host headers cannot grow memory.
 */
const MAX_ISSUERS = 8;

/** A Host header as browsers send it: a name or address and an optional port, nothing else. */
const HOST = /^(?:[\w.-]+|\[[\d:a-fA-F.]+\])(?::\d{1,5})?$/;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface SignInServiceOptions {
  publicOrigin: string | undefined;
  operatorPassword: string;
  /** The tenant's clock, so a test can jump past a login lock. */
  now: () => number;
}

function refuse(res: ServerResponse, status: ErrorStatus, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { "content-type": JSON_CONTENT_TYPE });
  res.end(
    JSON.stringify(
      errorBody(status, message, status === 400 ? "invalid_request" : "internal_error"),
    ),
  );
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: "jwk" }),
    kid: randomUUID(),
    alg: ID_TOKEN_ALG,
    use: "sig",
  };
}

/**
 * The tenant as an OpenID Provider (oidc-provider, a Koa app): Node hands it every request under
 * SIGN_IN_PREFIX, with the prefix taken off the way Express's `app.use("/oidc", …)` would.
 * Providers are built on first use, and oidc-provider is loaded then too: a tenant that never signs
 * anyone in (most tests) pays for neither the library nor an RSA key.
 */
export class SignInService {
  readonly throttle: LoginThrottle;
  readonly #options: SignInServiceOptions;
  readonly #handlers = new Map<string, Promise<NodeHandler>>();
  readonly #cookieKeys = [randomBytes(32).toString("base64url")];
  #signingKey: Promise<JWK> | undefined;

  constructor(options: SignInServiceOptions) {
    this.#options = options;
    this.throttle = new LoginThrottle(options.now);
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    const issuer = this.#issuerOf(req);
    if (!issuer) {
      refuse(res, 400, "The Host header does not name a host");
      return;
    }
    const url = req.url ?? SIGN_IN_PREFIX;
    // oidc-provider builds its URLs from originalUrl's prefix, as under Express.
    Object.assign(req, { originalUrl: url, url: url.slice(SIGN_IN_PREFIX.length) || "/" });
    this.#handlerFor(issuer)
      .then((handler) => handler(req, res))
      .catch((error: unknown) => {
        console.error("tenant: sign-in provider error", error);
        refuse(res, 500, "Internal error in the local tenant's sign-in");
      });
  }

  #issuerOf(req: IncomingMessage): string | undefined {
    if (this.#options.publicOrigin) return signInIssuer(this.#options.publicOrigin);
    const host = req.headers.host;
    return host && HOST.test(host) ? signInIssuer(`http://${host.toLowerCase()}`) : undefined;
  }

  #handlerFor(issuer: string): Promise<NodeHandler> {
    let handler = this.#handlers.get(issuer);
    if (!handler) {
      handler = this.#build(issuer);
      // A provider that failed to start is tried again by the next request, not kept.
      handler.catch(() => this.#handlers.delete(issuer));
      this.#handlers.set(issuer, handler);
      const oldest = this.#handlers.keys().next().value;
      if (this.#handlers.size > MAX_ISSUERS && oldest) this.#handlers.delete(oldest);
    }
    return handler;
  }

  async #build(issuer: string): Promise<NodeHandler> {
    this.#signingKey ??= generateSigningKey();
    const { createProvider } = await import("./provider.ts");
    const provider = createProvider({
      issuer,
      mountPath: SIGN_IN_PREFIX,
      signingKey: await this.#signingKey,
      cookieKeys: this.#cookieKeys,
      throttle: this.throttle,
      operatorPassword: this.#options.operatorPassword,
      proxy: this.#options.publicOrigin !== undefined,
    });
    return provider.callback();
  }
}
