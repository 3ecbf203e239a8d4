import { describe, expect, it } from "vitest";
import { filterProfiles, matchCountText } from "./filterProfiles";
import { testProfile } from "./testProfiles";

const profiles = [
  testProfile(1, { name: "Mainframe bridge", action_id: "ACT-Blue" }),
  testProfile(2, { subject_token_type: "https://partner.example/tokens/kiosk" }),
  testProfile(3, { description: "kiosk tokens, described only here" }),
];

const ids = (text: string) => filterProfiles(profiles, text).map((profile) => profile.id);

describe("filterProfiles", () => {
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

describe("matchCountText", () => {
  it("counts matches among the loaded profiles", () => {
    expect(matchCountText(12, 300)).toBe("12 of 300 loaded profiles match");
    expect(matchCountText(1, 300)).toBe("1 of 300 loaded profiles matches");
    expect(matchCountText(0, 1)).toBe("0 of 1 loaded profile match");
  });
});
