import { describe, expect, it } from "vitest";
import { testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { filterTokenExchangeProfiles, searchText } from "./filterTokenExchangeProfiles";

const profiles = [
  testTokenExchangeProfile(1, { name: "Mainframe bridge", action_id: "ACT-Blue" }),
  testTokenExchangeProfile(2, { subject_token_type: "https://partner.example/tokens/kiosk" }),
  testTokenExchangeProfile(3, { description: "kiosk tokens, described only here" }),
];

const ids = (text: string) =>
  filterTokenExchangeProfiles(profiles, text).map((profile) => profile.id);

describe("filterTokenExchangeProfiles", () => {
  it("keeps every loaded profile while the filter is blank", () => {
    expect(ids("")).toHaveLength(3);
    expect(ids("   ")).toHaveLength(3);
  });

  it("matches name, id, subject token type and action id, whatever the case", () => {
    expect(ids("MAINFRAME")).toEqual([profiles[0]?.id]);
    expect(ids("act-blue")).toEqual([profiles[0]?.id]);
    expect(ids("tep_0000000000000002")).toEqual([profiles[1]?.id]);
    expect(ids("partner.example")).toEqual([profiles[1]?.id]);
  });

  it("does not look in other properties", () => {
    expect(ids("described only here")).toEqual([]);
    expect(ids("custom_authentication")).toEqual([]);
  });

  it("ignores spaces around the filter", () => {
    expect(ids("  kiosk ")).toEqual([profiles[1]?.id]);
  });
});

describe("searchText", () => {
  it("says how much of the tenant it has read while searching", () => {
    expect(searchText({ matches: 0, searched: 120, searching: true, complete: false })).toBe(
      "0 matches so far. Searched 120 profiles…",
    );
  });

  it("says the whole tenant was searched once every page is read", () => {
    expect(searchText({ matches: 1, searched: 500, searching: false, complete: true })).toBe(
      "1 match among all 500 profiles.",
    );
  });

  it("says a cancelled search covered only part of the tenant", () => {
    expect(searchText({ matches: 2, searched: 1, searching: false, complete: false })).toBe(
      "2 matches among the first 1 profile; the search was stopped.",
    );
  });
});
