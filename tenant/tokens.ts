import { randomBytes } from "node:crypto";
import {
  compactVerify,
  errors,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  SignJWT,
} from "jose";

/** Management tokens live 24 hours, like the real service's. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export const TOKEN_MESSAGES = {
  invalid: "Invalid token",
  badSignature: "Invalid signature received for JSON Web Token validation.",
  notGlobal: "Client is not global.",
} as const;

interface MintOptions {
  clientId: string;
  scopes: readonly string[];
  origin: string;
  expiresInSeconds?: number;
}

interface Caller {
  clientId: string;
  subject: string;
  scopes: ReadonlySet<string>;
}

export type Verification = { ok: true; caller: Caller } | { ok: false; message: string };

interface SignedClaims {
  sub: string;
  azp: string;
  scope: string;
  exp: number;
  aud: string | string[];
  iss: string;
}

/** Signature checks dominate a listing call; a token's signature never changes, so keep it. */
const VERIFIED_CACHE_SIZE = 1000;

export function audienceFor(origin: string): string {
  return `${origin}/api/v2/`;
}

function readClaims(payload: Uint8Array): SignedClaims | undefined {
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return undefined;
  }
  if (typeof claims !== "object" || claims === null) return undefined;
  const { sub, azp, scope, exp, aud, iss } = claims as Record<string, unknown>;
  const audOk =
    typeof aud === "string" ||
    (Array.isArray(aud) && aud.every((entry) => typeof entry === "string"));
  if (
    typeof sub !== "string" ||
    typeof scope !== "string" ||
    typeof exp !== "number" ||
    typeof iss !== "string" ||
    !audOk
  ) {
    return undefined;
  }
  return {
    sub,
    azp: typeof azp === "string" ? azp : sub.replace(/@clients$/, ""),
    scope,
    exp,
    aud: aud as string | string[],
    iss,
  };
}

/**
 * Each part of a compact JWS in its one base64url spelling: no padding, no `+` or `/`, no stray
 * bits in the last character. Node's decoder forgives all of these, so `sig==` or a flipped
 * low bit named the same signature; the service accepts only the exact form.
 */
function isCanonicalCompact(token: string): boolean {
  const parts = token.split(".");
  return (
    parts.length === 3 &&
    parts.every(
      (part) =>
        /^[A-Za-z0-9_-]+$/.test(part) &&
        Buffer.from(part, "base64url").toString("base64url") === part,
    )
  );
}

export class TokenService {
  private readonly keys = generateKeyPair("RS256");
  private readonly kid = randomBytes(8).toString("hex");
  private readonly verified = new Map<string, SignedClaims>();

  constructor(private readonly now: () => number) {}

  async mint(options: MintOptions): Promise<string> {
    const { privateKey } = await this.keys;
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({
      scope: options.scopes.join(" "),
      gty: "client-credentials",
      azp: options.clientId,
    })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: this.kid })
      .setIssuer(`${options.origin}/`)
      .setAudience(audienceFor(options.origin))
      .setSubject(`${options.clientId}@clients`)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.expiresInSeconds ?? TOKEN_LIFETIME_SECONDS))
      .sign(privateKey);
  }

  async jwks(): Promise<JSONWebKeySet> {
    const { publicKey } = await this.keys;
    const jwk = await exportJWK(publicKey);
    return { keys: [{ ...jwk, kid: this.kid, alg: "RS256", use: "sig" }] };
  }

  /** Checks signature, expiry, audience and issuer against the origin the call was made to. */
  async verify(token: string, origin: string): Promise<Verification> {
    const claims = this.verified.get(token) ?? (await this.verifySignature(token));
    if (typeof claims === "string") return { ok: false, message: claims };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const fresh = claims.exp > this.now() / 1000;
    if (!fresh || !audiences.includes(audienceFor(origin)) || claims.iss !== `${origin}/`) {
      return { ok: false, message: TOKEN_MESSAGES.invalid };
    }
    return {
      ok: true,
      caller: {
        clientId: claims.azp,
        subject: claims.sub,
        scopes: new Set(claims.scope.split(" ").filter(Boolean)),
      },
    };
  }

  private async verifySignature(token: string): Promise<SignedClaims | string> {
    if (!isCanonicalCompact(token)) return TOKEN_MESSAGES.invalid;
    try {
      const { publicKey } = await this.keys;
      const { payload } = await compactVerify(token, publicKey, { algorithms: ["RS256"] });
      const claims = readClaims(payload);
      if (!claims) return TOKEN_MESSAGES.invalid;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      return error instanceof errors.JWSSignatureVerificationFailed
        ? TOKEN_MESSAGES.badSignature
        : TOKEN_MESSAGES.invalid;
    }
  }
}
