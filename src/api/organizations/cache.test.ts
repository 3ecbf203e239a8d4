// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ListingRead } from "../listingReader";
import type { Organization } from "../schemas/organization";
import { organizationCreated, organizationDeleted, organizationSaved } from "./cache";
import { organizationKeys } from "./keys";

const org = (n: number): Organization => ({
  id: `org_${String(n).padStart(16, "0")}`,
  name: `org-${n}`,
  third_party_client_access: "block",
});
const readOf = (cache: QueryClient) =>
  cache.getQueryData<ListingRead<Organization>>(organizationKeys.read());

function cacheWith(read: ListingRead<Organization>): QueryClient {
  const cache = new QueryClient();
  cache.setQueryData(organizationKeys.read(), read);
  cache.setQueryData(organizationKeys.list(50), { pages: [], pageParams: [] });
  cache.setQueryData(organizationKeys.lookup("org-1"), org(1));
  return cache;
}

describe("organization writes in the cache", () => {
  it("a created organization joins a whole read, is readable by id, and the kept lists read again", () => {
    const cache = cacheWith({ items: [org(1)], next: undefined, complete: true, since: 0 });
    organizationCreated(cache, org(2));
    expect(readOf(cache)?.items).toEqual([org(1), org(2)]);
    expect(cache.getQueryData(organizationKeys.detail(org(2).id))).toEqual(org(2));
    expect(cache.getQueryData(organizationKeys.list(50))).toBeUndefined();
    expect(cache.getQueryData(organizationKeys.lookup("org-1"))).toBeUndefined();
  });

  it("a read still under way meets a created organization on its last page, not twice", () => {
    const cache = cacheWith({ items: [org(1)], next: "cursor", complete: false, since: 0 });
    organizationCreated(cache, org(2));
    expect(readOf(cache)?.items).toEqual([org(1)]);
  });

  it("puts a saved organization in place and takes a deleted one out, without a request", () => {
    const cache = cacheWith({ items: [org(1), org(2)], next: undefined, complete: true, since: 0 });
    const renamed = { ...org(1), display_name: "Acme Industries" };
    organizationSaved(cache, renamed);
    organizationDeleted(cache, org(2).id);
    expect(readOf(cache)?.items).toEqual([renamed]);
    expect(cache.getQueryData(organizationKeys.detail(org(1).id))).toEqual(renamed);
    expect(cache.getQueryData(organizationKeys.list(50))).toBeUndefined();
  });
});
