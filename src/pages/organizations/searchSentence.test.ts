// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Organization } from "../../api/schemas/organization";
import { searchSentence } from "./searchSentence";
import type { OrganizationSearchState } from "./useOrganizationSearch";

const acme: Organization = {
  id: "org_abcdefghijklmnop",
  name: "acme",
  third_party_client_access: "block",
};
/** The sentence with its isolating marks taken out, as a reader hears it. */
function says(state: OrganizationSearchState, found: number, read: number, term = "9876") {
  const matches = Array.from({ length: found }, () => acme);
  return searchSentence({ state, matches, read }, term).replace(/[\u2068\u2069]/g, "");
}

describe("searchSentence", () => {
  it("says how far a search has read, in formatted numbers, and never that nothing matches", () => {
    expect(says({ kind: "reading" }, 0, 3400)).toBe(
      "Searched 3,400 organizations so far: none found yet.",
    );
    expect(says({ kind: "reading" }, 2, 3400)).toBe(
      "Searched 3,400 organizations so far: 2 found.",
    );
  });

  it("says a stopped search found none among what it read, not that none exists", () => {
    expect(says({ kind: "stopped" }, 0, 3400)).toBe(
      "None among the first 3,400 organizations: the search was stopped.",
    );
    expect(says({ kind: "stopped" }, 1, 1000)).toBe(
      "1 found among the first 1,000 organizations: the search was stopped.",
    );
  });

  it("says no organization matches only once all of them were searched", () => {
    expect(says({ kind: "complete" }, 0, 10000)).toBe(
      "No organization matches “9876”: all 10,000 organizations were searched.",
    );
    expect(says({ kind: "complete" }, 1, 10000)).toBe("1 found among all 10,000 organizations.");
  });

  it("answers an exact id or name without asking for more typing", () => {
    expect(says({ kind: "exact", by: "id" }, 1, 0)).toBe("Found by its id.");
    expect(says({ kind: "exact", by: "name" }, 1, 1000)).toBe("Found by its whole name.");
    expect(says({ kind: "exact", by: "name" }, 3, 1000)).toBe(
      "Found by its whole name; 2 more contain it among the 1,000 organizations read so far.",
    );
    expect(says({ kind: "no-such-id" }, 0, 0, "org_AAAAAAAAAAAAAAAA")).toBe(
      "No organization has the id org_AAAAAAAAAAAAAAAA.",
    );
  });

  it("says a refresh reads again what it answers from", () => {
    expect(says({ kind: "refreshing", refreshed: 300 }, 1, 10000)).toBe(
      "1 found among all 10,000 organizations read earlier; checking for changes (300 of about 10,000 read again).",
    );
  });
});
