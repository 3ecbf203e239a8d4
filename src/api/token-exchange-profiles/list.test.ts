import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, profileJson, rejectionOf, setup } from "../testFetch";
import { tokenExchangeProfileKeys } from "./keys";
import { listTokenExchangeProfiles, tokenExchangeProfileListOptions } from "./list";

function page(ids: number[], next?: string) {
  return jsonResponse(200, {
    token_exchange_profiles: ids.map((n) => profileJson(n)),
    ...(next === undefined ? {} : { next }),
  });
}

const queryClients: QueryClient[] = [];
function queryClient(): QueryClient {
  const created = new QueryClient();
  queryClients.push(created);
  return created;
}
afterEach(() => {
  for (const created of queryClients.splice(0)) created.clear();
  vi.useRealTimers();
});

describe("listTokenExchangeProfiles", () => {
  it("omits from on the first call and sends take", async () => {
    const { client, fetch } = setup([page([1])]);
    const result = await listTokenExchangeProfiles(client, { take: 20 });
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe("/api/v2/token-exchange-profiles");
    expect(url.searchParams.get("take")).toBe("20");
    expect(url.searchParams.has("from")).toBe(false);
    expect(result.token_exchange_profiles.map((p) => p.id)).toEqual(["tep_0000000000000001"]);
  });

  it("passes the cursor as from", async () => {
    const { client, fetch } = setup([page([2])]);
    await listTokenExchangeProfiles(client, { from: "cursor/+=", take: 1 });
    expect(new URL(callOf(fetch).url).searchParams.get("from")).toBe("cursor/+=");
  });

  it("reports a page that breaks the contract in the schema's words", async () => {
    const { client } = setup([
      jsonResponse(200, { token_exchange_profiles: [profileJson(1, { id: "tep_1" })] }),
    ]);
    const error = await rejectionOf(listTokenExchangeProfiles(client, { take: 20 }));
    expect(error).toMatchObject({
      kind: "invalid-response",
      message:
        'The tenant\'s response broke the contract at token_exchange_profiles.0.id: Must be "tep_" followed by 16 letters or digits',
    });
  });

  it.each([0, 101, 2.5])("refuses take=%s without sending a request", async (take) => {
    const { client, fetch } = setup([page([1])]);
    expect(await rejectionOf(listTokenExchangeProfiles(client, { take }))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("tokenExchangeProfileKeys", () => {
  it("gives the infinite list its own key per page size, below all", () => {
    expect(tokenExchangeProfileKeys.list(20)).not.toEqual(tokenExchangeProfileKeys.list(50));
    expect(tokenExchangeProfileKeys.list(20).slice(0, 1)).toEqual([
      ...tokenExchangeProfileKeys.all,
    ]);
    expect(tokenExchangeProfileKeys.list(20)).toContain("infinite");
    expect(tokenExchangeProfileKeys.lists()).not.toEqual(tokenExchangeProfileKeys.list(20));
  });

  it("keys a search by its text in any case, beside the lists and never below them", () => {
    const search = tokenExchangeProfileKeys.search(" Partner ");
    expect(search).toEqual(tokenExchangeProfileKeys.search("partner"));
    expect(search).not.toEqual(tokenExchangeProfileKeys.search("partners"));
    const lists = tokenExchangeProfileKeys.lists();
    expect(search.slice(0, lists.length)).not.toEqual([...lists]);
    expect(search.slice(0, 1)).toEqual([...tokenExchangeProfileKeys.all]);
  });
});

describe("tokenExchangeProfileListOptions", () => {
  const options = tokenExchangeProfileListOptions(setup([]).client, 10);
  const lastPage = (next?: string) => ({
    token_exchange_profiles: [],
    ...(next === undefined ? {} : { next }),
  });

  it("carries the list key, starts without a cursor and does not retry on its own", () => {
    expect(options.queryKey).toEqual(tokenExchangeProfileKeys.list(10));
    expect(options.initialPageParam).toBeUndefined();
    expect(options.retry).toBe(false);
  });

  it("continues with next and ends when next is absent or empty", () => {
    expect(options.getNextPageParam(lastPage("abc"), [], undefined, [])).toBe("abc");
    expect(options.getNextPageParam(lastPage(), [], undefined, [])).toBeUndefined();
    expect(options.getNextPageParam(lastPage(""), [], undefined, [])).toBeUndefined();
  });

  it("walks the cursors page by page and stops at the last page", async () => {
    const { client, fetch } = setup([page([1, 2], "c1"), page([3, 4], "c2"), page([5], "")]);
    const data = await queryClient().fetchInfiniteQuery({
      ...tokenExchangeProfileListOptions(client, 2),
      pages: 10,
    });
    expect(data.pages.flatMap((p) => p.token_exchange_profiles).length).toBe(5);
    expect(data.pageParams).toEqual([undefined, "c1", "c2"]);
    expect(fetch).toHaveBeenCalledTimes(3);
    const froms = fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams.get("from"));
    expect(froms).toEqual([null, "c1", "c2"]);
  });
});

describe("the listing's rate-limit wait", () => {
  it("is recorded on the client's budget by the request itself, whoever started it", async () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const tooMany = jsonResponse(
      429,
      { statusCode: 429, error: "Too Many Requests" },
      {
        "Retry-After": "2",
      },
    );
    const { client } = setup([tooMany, page([1])]);
    const cache = queryClient();
    const listed = cache.fetchInfiniteQuery(tokenExchangeProfileListOptions(client, 5));
    await vi.advanceTimersByTimeAsync(0);
    // No callback of a render: the wait is where any mounted screen reads it (useResumeAt).
    const resumeAt = client.rateLimitBudget.get()?.resumeAt;
    expect(resumeAt).toBeGreaterThanOrEqual(now + 2_000);
    expect(resumeAt).toBeLessThan(now + 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await listed).pages).toHaveLength(1);
  });
});
