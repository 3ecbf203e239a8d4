const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * A tenant URL is an origin: https anywhere, plain http only on loopback (a token sent over
 * http elsewhere could be read on the way).
 */
export function tenantUrlProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return "Enter the tenant URL, such as https://tenant.example.com";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Enter a full URL that starts with https://";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return "The tenant URL must start with https://";
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    return "Use https://; plain http is only allowed for 127.0.0.1 or localhost";
  }
  if (url.username || url.password)
    return "The tenant URL must not contain a user name or password";
  if (url.pathname !== "/" || url.search || url.hash) {
    return `Enter only the origin (${url.origin}); the console adds /api/v2 itself`;
  }
  return undefined;
}

/** The origin without a trailing slash, as the fetch layer expects it. */
export function normalizeTenantUrl(value: string): string {
  return new URL(value.trim()).origin;
}
