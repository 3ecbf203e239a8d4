/**
 * The page policy of the production console: a strict Content Security Policy (no inline
 * script, no eval, connections only to this origin and the tenants it may call), no referrer,
 * no MIME sniffing, no framing.
 */
interface PagePolicyOptions {
  /** Origins the console may call besides its own: the configured tenant(s). */
  connectOrigins: readonly string[];
}

/**
 * Loopback tenants (`npm run tenant`, test tenants) on any port. CSP's source grammar has no
 * IPv6 literals, so a tenant on [::1] needs CONSOLE_CONNECT_ORIGINS or 127.0.0.1.
 */
export const LOOPBACK_CONNECT_SOURCES = ["http://127.0.0.1:*", "http://localhost:*"] as const;

function directives({ connectOrigins }: PagePolicyOptions): string[] {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // An organization's logo may sit on any https host. It is loaded only when the person
    // presses Show logo (LogoPreview), never by opening a page; nothing else loads images.
    "img-src 'self' https:",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ];
}

/** As an HTTP header (serve, preview), where framing can be refused too. */
export function contentSecurityPolicyHeader(options: PagePolicyOptions): string {
  return [...directives(options), "frame-ancestors 'none'"].join("; ");
}

/**
 * As a <meta> in the built index.html, a fallback for static hosts that add no headers. It is
 * weaker than the header: browsers ignore frame-ancestors in a meta (see README, Deploying).
 */
export function contentSecurityPolicyMeta(options: PagePolicyOptions): string {
  return directives(options).join("; ");
}

/** Browser features the console never uses, refused to the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Sent with every response of the console's servers, the API proxy's included. */
export function securityHeaders(options: PagePolicyOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicyHeader(options),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // Other sites cannot even embed a response (an <img>, a <script>) of the console's origin.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Only over TLS: a browser ignores it on plain HTTP, and it must never pin a plain-HTTP host. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
