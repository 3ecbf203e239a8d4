import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ListingRead } from "../listingReader";
import type { OrganizationMember } from "../schemas/organizationMember";
import { jsonResponse, setup } from "../testFetch";
import { organizationMemberKeys } from "./keys";
import { matchesMember, memberReader } from "./search";

const ORG = "org_abcdefghijklmnop";
const ALEX = { user_id: "db|staff|alex", email: "Alex.Kim@initech.example", name: "Alex Kim" };
const SAM = { user_id: "db|staff|sam", email: "sam.lee@initech.example", name: "Sam Lee" };

describe("matchesMember", () => {
  it.each(["alex.kim", "KIM", "db|staff|alex"])("finds Alex by %s", (term) => {
    expect(matchesMember(ALEX, term)).toBe(true);
  });

  it("finds a member who has only a user id", () => {
    expect(matchesMember({ user_id: "auth0|only" }, "only")).toBe(true);
    expect(matchesMember({ user_id: "auth0|only" }, "alex")).toBe(false);
  });
});

describe("memberReader", () => {
  it("reads the members to the end (the empty page after the last), kept under the organization's key", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { members: [ALEX], next: "n1" }),
      jsonResponse(200, { members: [SAM], next: "n2" }),
      jsonResponse(200, { members: [] }),
    ]);
    const cache = new QueryClient();
    const reader = memberReader(cache, client, ORG);
    expect(memberReader(cache, client, ORG)).toBe(reader);
    const release = reader.hold();
    await expect.poll(() => reader.status().reading).toBe(false);
    release();
    const read = cache.getQueryData<ListingRead<OrganizationMember>>(
      organizationMemberKeys.read(ORG),
    );
    expect(read?.items.map((member) => member.user_id)).toEqual([ALEX.user_id, SAM.user_id]);
    expect(read?.complete).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    cache.clear();
  });
});
