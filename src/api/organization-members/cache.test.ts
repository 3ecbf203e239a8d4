// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ListingRead } from "../listingReader";
import type { OrganizationMember } from "../schemas/organizationMember";
import { userKeys } from "../users/keys";
import { membersChanged } from "./cache";
import { organizationMemberKeys } from "./keys";

const ORG = "org_abcdefghijklmnop";
const ALEX = { user_id: "db|staff|alex", email: "Alex.Kim@initech.example", name: "Alex Kim" };
const SAM = { user_id: "db|staff|sam", email: "sam.lee@initech.example", name: "Sam Lee" };

describe("membersChanged", () => {
  const kept = (complete: boolean): ListingRead<OrganizationMember> => ({
    items: [ALEX],
    next: complete ? undefined : "n1",
    complete,
    since: 0,
  });
  const readOf = (cache: QueryClient) =>
    cache
      .getQueryData<ListingRead<OrganizationMember>>(organizationMemberKeys.read(ORG))
      ?.items.map((member) => member.user_id);

  it("drops removed members at once, and their organizations are read again", () => {
    const cache = new QueryClient();
    cache.setQueryData(organizationMemberKeys.read(ORG), kept(false));
    cache.setQueryData(userKeys.organizations(ALEX.user_id), []);
    membersChanged(cache, ORG, { removed: [ALEX.user_id] });
    expect(readOf(cache)).toEqual([]);
    expect(cache.getQueryState(userKeys.organizations(ALEX.user_id))?.isInvalidated).toBe(true);
  });

  it("adds new members at the end of a whole read, each once", () => {
    const cache = new QueryClient();
    cache.setQueryData(organizationMemberKeys.read(ORG), kept(true));
    membersChanged(cache, ORG, { added: [ALEX, SAM] });
    expect(readOf(cache)).toEqual([ALEX.user_id, SAM.user_id]);
  });

  it("leaves new members of a partial read to the listing, which brings them at its end", () => {
    const cache = new QueryClient();
    cache.setQueryData(organizationMemberKeys.read(ORG), kept(false));
    membersChanged(cache, ORG, { added: [SAM] });
    expect(readOf(cache)).toEqual([ALEX.user_id]);
  });
});
