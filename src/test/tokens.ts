/** An unsigned JWT-shaped token with the given claims; enough for display-only decoding. */
export function fakeJwt(claims: Record<string, unknown>): string {
  // UTF-8 first, as a real token's claims are: btoa takes only Latin-1.
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${encode({ alg: "RS256", typ: "JWT" })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const HOUR = 3600;

export function consoleToken(overrides: Record<string, unknown> = {}): string {
  return fakeJwt({
    sub: "console-admin@clients",
    azp: "console-admin",
    aud: "http://127.0.0.1:4010/api/v2/",
    scope:
      "read:token_exchange_profiles update:user_attribute_profiles update:users create:organizations",
    exp: Math.floor(Date.now() / 1000) + HOUR,
    ...overrides,
  });
}
