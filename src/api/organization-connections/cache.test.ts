// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { OrganizationConnection } from "../schemas/organizationConnection";
import { connectionAdded, connectionChanged, connectionRemoved } from "./cache";
import { organizationConnectionKeys } from "./keys";

const ORG = "org_abcdefghijklmnop";
const connection = (n: number, assign = false): OrganizationConnection => ({
  connection_id: `con_${String(n).padStart(16, "0")}`,
  assign_membership_on_login: assign,
});
const listed = (cache: QueryClient) =>
  cache.getQueryData<OrganizationConnection[]>(organizationConnectionKeys.list(ORG));

describe("an organization's connection writes in the cache", () => {
  it("adds at the end, changes in place and removes, without reading the list again", () => {
    const cache = new QueryClient();
    cache.setQueryData(organizationConnectionKeys.list(ORG), [connection(1), connection(2)]);
    connectionAdded(cache, ORG, connection(3));
    connectionChanged(cache, ORG, connection(1, true));
    connectionRemoved(cache, ORG, connection(2).connection_id);
    expect(listed(cache)).toEqual([connection(1, true), connection(3)]);
  });
});
