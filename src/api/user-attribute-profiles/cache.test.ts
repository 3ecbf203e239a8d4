// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { UserAttributeProfile } from "../schemas/userAttributeProfile";
import { attributeProfileCreated, attributeProfileDeleted, attributeProfileSaved } from "./cache";
import { userAttributeProfileKeys } from "./keys";

const profile = (name: string): UserAttributeProfile => ({
  id: "uap_1234567890123456789012",
  name,
  user_id: {},
  user_attributes: {},
});

function cacheWithLists(): QueryClient {
  const cache = new QueryClient();
  cache.setQueryData(userAttributeProfileKeys.list(5), { pages: [], pageParams: [] });
  cache.setQueryData(userAttributeProfileKeys.search("emp"), []);
  return cache;
}
const listIsStale = (cache: QueryClient) =>
  cache.getQueryState(userAttributeProfileKeys.list(5))?.isInvalidated;

describe("user attribute profile writes in the cache", () => {
  it("a created or saved profile opens from the cache; the lists read again, the searches are forgotten", () => {
    for (const write of [attributeProfileCreated, attributeProfileSaved]) {
      const cache = cacheWithLists();
      write(cache, profile("Employees"));
      expect(cache.getQueryData(userAttributeProfileKeys.detail(profile("").id))).toEqual(
        profile("Employees"),
      );
      expect(listIsStale(cache)).toBe(true);
      expect(cache.getQueryData(userAttributeProfileKeys.search("emp"))).toBeUndefined();
    }
  });

  it("a deleted profile is forgotten and the lists read again", () => {
    const cache = cacheWithLists();
    attributeProfileSaved(cache, profile("Employees"));
    attributeProfileDeleted(cache, profile("").id);
    expect(cache.getQueryData(userAttributeProfileKeys.detail(profile("").id))).toBeUndefined();
    expect(listIsStale(cache)).toBe(true);
  });
});
