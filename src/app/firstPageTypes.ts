/**
 * The shapes the first page's early request and its handoff share. They sit apart from both
 * (firstPage.ts sends, firstPageQuery.ts takes) so neither imports the other back.
 */
export interface FirstPagePlan {
  tenantUrl: string;
  token: string;
  take: number;
  /** Exactly the URL the API client builds for the page, so the handoff recognises it. */
  url: string;
}

/** A response sent ahead, handed to the first fetch that asks for the same thing. */
export interface EarlyResponse {
  /** Drop-in for `fetch`: the early response once, for its own URL and token; else the network. */
  fetch: typeof fetch;
  /** Abandons the early request if nothing took it. */
  abandon(reason?: unknown): void;
}
