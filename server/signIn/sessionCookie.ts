/**
 * The two cookies of sign-in, each holding one opaque id and nothing else: the session, and the
 * sign-in waiting for its callback. Over TLS they are `Secure` with the `__Host-` prefix, which
 * a browser only accepts from a secure origin, for `Path=/`, without `Domain`: no sibling
 * subdomain can set or shadow them.
 */
interface SignInCookies {
  session: string;
  pending: string;
  secure: boolean;
}

export function signInCookies(secure: boolean): SignInCookies {
  const prefix = secure ? "__Host-" : "";
  return { session: `${prefix}console-session`, pending: `${prefix}console-sign-in`, secure };
}

/**
 * The value of cookie `name` in a Cookie header; null when absent, or present more than once
 * (without `__Host-`, a cookie set for a parent domain could stand beside ours: neither is taken).
 */
export function readCookie(header: string | null, name: string): string | null {
  if (header === null) return null;
  let found: string | null = null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    if (found !== null) return null;
    found = part.slice(at + 1).trim();
  }
  return found;
}

/** A `Set-Cookie` value: HttpOnly, SameSite=Lax, Path=/, and Secure over TLS. */
export function cookieHeader(
  cookies: SignInCookies,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = cookies.secure ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=${maxAgeSeconds}`;
}
