// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ListingRead } from "../listingReader";
import type { Organization } from "../schemas/organization";
import { jsonResponse, setup } from "../testFetch";
import { organizationKeys } from "./keys";
import {
  matchesOrganization,
  organizationLookupOptions,
  organizationReader,
  wholeTerm,
} from "./search";

const ORG = "org_abcdefghijklmnop";
const acme: Organization = {
  id: ORG,
  name: "acme",
  display_name: "Acme Corporation",
  third_party_client_access: "block",
};
const org = (n: number) => ({ id: `org_${String(n).padStart(16, "0")}`, name: `org-${n}` });
const NOT_FOUND = { statusCode: 404, error: "Not Found", message: "No organization found" };

describe("wholeTerm", () => {
  it("takes a whole org_ id as an id, a name the tenant allows as a name, and nothing else", () => {
    expect(wholeTerm(` ${ORG} `)).toEqual({ by: "id", value: ORG });
    expect(wholeTerm("acme")).toEqual({ by: "name", value: "acme" });
    expect(wholeTerm("Acme Corp")).toBeUndefined();
    expect(wholeTerm("org_abc")).toEqual({ by: "name", value: "org_abc" });
  });
});

describe("matchesOrganization", () => {
  it("finds part of a name, display name or id in any case", () => {
    expect(matchesOrganization(acme, "CORP")).toBe(true);
    expect(matchesOrganization(acme, "ghij")).toBe(true);
    expect(matchesOrganization(acme, "globex")).toBe(false);
  });
});

describe("organizationLookupOptions", () => {
  it("reads an id by id and a name by name, one request each, and takes a 404 as none", async () => {
    const { client, fetch } = setup([jsonResponse(200, acme), jsonResponse(404, NOT_FOUND)]);
    const cache = new QueryClient();
    const byId = organizationLookupOptions(client, { by: "id", value: ORG });
    const byName = organizationLookupOptions(client, { by: "name", value: "nope" });
    await expect(cache.fetchQuery(byId)).resolves.toMatchObject({ id: ORG });
    await expect(cache.fetchQuery(byName)).resolves.toBeNull();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      `/api/v2/organizations/${ORG}`,
      "/api/v2/organizations/name/nope",
    ]);
  });
});

describe("organizationReader", () => {
  it("reads the listing 100 a page to its end, through a rate-limit wait, into the session's cache", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { organizations: [org(1)], next: "c1" }),
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "0" }),
      jsonResponse(200, { organizations: [org(2)] }),
    ]);
    const cache = new QueryClient();
    const reader = organizationReader(cache, client);
    expect(organizationReader(cache, client)).toBe(reader);
    reader.hold();
    await expect.poll(() => reader.status().reading).toBe(false);
    expect(reader.status().error).toBeUndefined();
    expect(client.rateLimitBudget.get()?.resumeAt).toBeDefined();
    const read = cache.getQueryData<ListingRead<Organization>>(organizationKeys.read());
    expect(read?.items.map((item) => item.name)).toEqual(["org-1", "org-2"]);
    expect(read?.complete).toBe(true);
    const queries = fetch.mock.calls.map(([url]) => new URL(String(url)).search);
    expect(queries).toEqual(["?take=100", "?from=c1&take=100", "?from=c1&take=100"]);
  });

  it("keeps what was read while no screen shows it, and forgets it when the cache is cleared", async () => {
    const { client } = setup([jsonResponse(200, { organizations: [acme] })]);
    const cache = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
    const reader = organizationReader(cache, client);
    reader.hold()();
    reader.hold();
    await expect.poll(() => reader.status().reading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.getQueryData(organizationKeys.read())).toMatchObject({ complete: true });
    cache.clear();
    expect(cache.getQueryData(organizationKeys.read())).toBeUndefined();
  });
});
