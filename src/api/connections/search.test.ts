import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_LIMIT, SEARCH_PAGE_SIZE } from "../pagedSearch";
import { callOf, hang, jsonResponse, setup } from "../testFetch";
import { looksLikeConnectionId, MATCHES_WANTED, searchConnections } from "./search";

const connection = (name: string, n: number, display_name?: string) => ({
  id: `con_${String(n).padStart(16, "0")}`,
  name,
  strategy: "oidc",
  ...(display_name === undefined ? {} : { display_name }),
});

const page = (connections: ReturnType<typeof connection>[], next?: string) =>
  jsonResponse(200, { connections, ...(next === undefined ? {} : { next }) });

describe("searchConnections", () => {
  it("finds part of a name or display name in any case, reading the largest pages", async () => {
    const { client, fetch } = setup([
      page([connection("corp-oidc", 1), connection("lab", 2, "Corporate lab")], "c1"),
      page([connection("partners", 3), connection("CORP", 4)]),
    ]);
    const result = await searchConnections(client, " Corp ");
    expect(result.matches.map((c) => c.name)).toEqual(["corp-oidc", "lab", "CORP"]);
    expect(result).toMatchObject({ read: 4, complete: true });
    const second = new URL(callOf(fetch, 1).url).searchParams;
    expect(second.get("take")).toBe(String(SEARCH_PAGE_SIZE));
    expect(second.get("from")).toBe("c1");
  });

  it("stops paging once it has enough matches, and says the list was not read to the end", async () => {
    const many = Array.from({ length: MATCHES_WANTED }, (_, n) => connection(`emea-${n}`, n));
    const { client, fetch } = setup([page(many, "c1")]);
    const result = await searchConnections(client, "emea");
    expect(result).toMatchObject({ read: MATCHES_WANTED, complete: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`reads at most ${SEARCH_PAGE_LIMIT} pages for a name that is nowhere`, async () => {
    const pages = Array.from({ length: SEARCH_PAGE_LIMIT + 1 }, (_, n) =>
      page([connection(`other-${n}`, n)], `c${n}`),
    );
    const { client, fetch } = setup(pages);
    const result = await searchConnections(client, "corp");
    expect(result).toEqual({ matches: [], read: SEARCH_PAGE_LIMIT, complete: false });
    expect(fetch).toHaveBeenCalledTimes(SEARCH_PAGE_LIMIT);
  });

  it("stops when its signal aborts (a newer search superseded it)", async () => {
    const { client } = setup([hang]);
    const controller = new AbortController();
    const search = searchConnections(client, "corp", controller.signal);
    controller.abort();
    await expect(search).rejects.toThrow();
  });
});

describe("looksLikeConnectionId", () => {
  it("takes con_… as an id and a name as a search", () => {
    expect(looksLikeConnectionId("con_Oa1dc7Xq2Lm9Pz4K")).toBe(true);
    expect(looksLikeConnectionId(" CON_x")).toBe(true);
    expect(looksLikeConnectionId("corp-oidc")).toBe(false);
  });
});
