/** Claims decoded for display only: the console never trusts them for access decisions. */
export interface TokenClaims {
  sub?: string;
  azp?: string;
  aud?: string | string[];
  iss?: string;
  scopes: string[];
  exp?: number;
  iat?: number;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** What is wrong with a pasted token, in words; undefined for a well-formed JWT. */
export function jwtProblem(token: string): string | undefined {
  if (token.trim() === "") return "Paste an access token";
  if (/^bearer\s/i.test(token.trim())) return 'Paste the token without the word "Bearer"';
  if (/\s/.test(token)) return "The token contains spaces or line breaks";
  const parts = token.split(".");
  if (parts.length !== 3) {
    return `A JSON Web Token has three parts separated by dots; this has ${parts.length}`;
  }
  const names = ["header", "payload", "signature"];
  for (const [index, part] of parts.entries()) {
    if (!BASE64URL.test(part)) {
      return `The ${names[index]} contains characters outside base64url (A–Z, a–z, 0–9, - and _)`;
    }
    if (index < 2 && part === "") return `The ${names[index]} is empty`;
  }
  try {
    const payload = decodeSegment(parts[1] ?? "");
    if (typeof payload !== "object" || payload === null) return "The payload is not a JSON object";
  } catch {
    return "The payload is not valid base64url-encoded JSON";
  }
  return undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function decodeClaims(token: string): TokenClaims {
  return claimsOf(decodeSegment(token.split(".")[1] ?? "") as Record<string, unknown>);
}

/** The claims the console reads, from a token's payload (or a server's account of one). */
export function claimsOf(payload: Record<string, unknown>): TokenClaims {
  const aud = payload.aud;
  return {
    sub: optionalString(payload.sub),
    azp: optionalString(payload.azp),
    iss: optionalString(payload.iss),
    aud: typeof aud === "string" || Array.isArray(aud) ? (aud as string | string[]) : undefined,
    scopes: typeof payload.scope === "string" ? payload.scope.split(" ").filter(Boolean) : [],
    exp: optionalNumber(payload.exp),
    iat: optionalNumber(payload.iat),
  };
}
