/** The requests a scope-blocked write screen must never send. */
import type { Page, Request } from "@playwright/test";

/** Every request that is not a read, to the tenant's API, that the page sends. */
export function watchWrites(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== "GET" && pathname.startsWith("/api/v2/")) sent.push(request);
  });
  return sent;
}
