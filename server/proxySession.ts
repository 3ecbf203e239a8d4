/**
 * When the proxy holds the real token, the browser gets a stand-in: the real token's header and
 * claims (for the session display) with the signature replaced, so it is useless elsewhere.
 * The proxy overwrites Authorization on every call anyway.
 */
export function proxySessionToken(realToken: string): string {
  const [header, payload] = realToken.split(".");
  return `${header}.${payload}.proxy-managed`;
}
