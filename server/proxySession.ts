/**
 * When the proxy holds the real token, the browser gets a stand-in: the real token's header and
 * claims (for the session display) with the signature replaced, so it is useless elsewhere.
 * The proxy overwrites Authorization on every call anyway.
 */
export function proxySessionToken(realToken: string): string {
  const [header, payload] = realToken.split(".");
  return `${header}.${payload}.proxy-managed`;
}

/**
 * What a signed-in page learns of the server's credential (`/__console/me`): the claims that say
 * what it may do and for whom it was issued, read from the real token's payload. The token itself
 * never leaves the server.
 */
export function credentialClaims(realToken: string): Record<string, unknown> {
  const payload = realToken.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  const { iss, aud, azp, sub, scope, exp } = claims;
  return { iss, aud, azp, sub, scope, exp };
}
