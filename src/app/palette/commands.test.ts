import { describe, expect, it } from "vitest";
import { ROUTES } from "../routes";
import {
  commandCount,
  matchesWords,
  type PaletteInput,
  paletteGroups,
  searchTerm,
  userIdKind,
} from "./commands";

const EVERY_SCOPE = ROUTES.flatMap((route) => (route.scope ? [route.scope] : []));

function groupsFor(text: string, extra: Partial<PaletteInput> = {}) {
  return paletteGroups({
    text,
    scopes: EVERY_SCOPE,
    screens: ROUTES,
    tokenExchangeProfiles: [],
    userAttributeProfiles: [],
    ...extra,
  });
}

const labels = (text: string, extra: Partial<PaletteInput> = {}) =>
  groupsFor(text, extra).flatMap((group) => group.commands.map((command) => command.label));

describe("the palette's commands", () => {
  it("finds an organization by name and opens its page", () => {
    const groups = groupsFor("acm", {
      organizations: [{ id: "org_abcdefghijklmnop", name: "acme" }],
    });
    const found = groups.find((group) => group.name === "organizations")?.commands;
    expect(found).toEqual([
      {
        key: "org:org_abcdefghijklmnop",
        label: "acme",
        detail: "org_abcdefghijklmnop",
        hash: "#/organizations/org_abcdefghijklmnop",
      },
    ]);
  });

  it("offers every screen for an empty text, each going to its address", () => {
    const [screens, ...rest] = groupsFor("");
    expect(rest).toEqual([]);
    expect(screens?.commands.map((command) => command.hash)).toEqual(
      ROUTES.map((route) => `#${route.path}`),
    );
  });

  it("matches screens by every word typed, in any order, and by other words for them", () => {
    expect(labels("org create")).toEqual(["Create organization"]);
    expect(labels("audit")).toContain("Activity");
    expect(matchesWords("Create organization", "create zzz")).toBe(false);
  });

  it("offers to start a new profile of either kind, with the scope each needs", () => {
    expect(labels("new profile")).toEqual([
      "New token exchange profile",
      "New user attribute profile",
    ]);
    const [tasks] = groupsFor("create exchange", { scopes: [] });
    expect(tasks?.commands).toEqual([
      {
        key: "task:/token-exchange-profiles/new",
        label: "New token exchange profile",
        missingScope: "create:token_exchange_profiles",
        hash: "#/token-exchange-profiles/new",
      },
    ]);
  });

  it("names the scope a screen needs when the token lacks it", () => {
    const [screens] = groupsFor("create", { scopes: [] });
    expect(screens?.commands[0]?.missingScope).toBe("create:organizations");
    const [granted] = groupsFor("create");
    expect(granted?.commands[0]?.missingScope).toBeUndefined();
  });

  it("keeps found profiles whose name or id holds the text, narrowed to what is typed now", () => {
    const tokenExchangeProfiles = [
      { id: "tep_0000000000000120", name: "Partner exchange 120" },
      { id: "tep_0000000000000012", name: "Partner exchange 12" },
    ];
    expect(labels("exchange 120", { tokenExchangeProfiles })).toEqual(["Partner exchange 120"]);
    const [found] = groupsFor("0000000012", { tokenExchangeProfiles });
    expect(found?.commands.map((command) => command.hash)).toEqual([
      "#/token-exchange-profiles/tep_0000000000000120",
      "#/token-exchange-profiles/tep_0000000000000012",
    ]);
  });

  it("opens a whole profile id at once, and an attribute profile in the editor", () => {
    expect(groupsFor("tep_Ab12Cd34Ef56Gh78")[0]?.commands).toEqual([
      {
        key: "tep:tep_Ab12Cd34Ef56Gh78",
        label: "Open profile tep_Ab12Cd34Ef56Gh78",
        hash: "#/token-exchange-profiles/tep_Ab12Cd34Ef56Gh78",
      },
    ]);
    const uap = "uap_1csDj3szFKM6gvVNJbQqYh";
    expect(groupsFor(uap)[0]?.commands[0]?.hash).toBe(`#/user-attribute-profiles?profile=${uap}`);
  });

  it("offers a clear for a user id with a provider, first, and none for a mere word", () => {
    const likely = groupsFor("samlp|corp|jane.doe@example.com");
    expect(likely[0]?.name).toBe("riskAssessments");
    expect(likely[0]?.commands[0]?.hash).toBe(
      "#/risk-assessments?user=samlp%7Ccorp%7Cjane.doe%40example.com",
    );
    const word = groupsFor("acme");
    expect(word.flatMap((group) => group.commands.map((command) => command.label))).not.toContain(
      "Clear risk assessments for acme",
    );
    expect(userIdKind("two words")).toBe("no");
    expect(userIdKind("tep_abc")).toBe("no");
    expect(userIdKind("x".repeat(1025))).toBe("no");
  });

  it("offers Find user first for an email, and no clear for it, naming the scope it needs", () => {
    const [first] = groupsFor("Priya.Raman@Contoso-Partner.example");
    expect(first?.name).toBe("riskAssessments");
    expect(first?.commands.map((command) => command.label)).toEqual([
      "Find user Priya.Raman@Contoso-Partner.example",
    ]);
    expect(first?.commands[0]?.hash).toBe(
      "#/risk-assessments?find=Priya.Raman%40Contoso-Partner.example",
    );
  });

  it("leaves out empty groups and counts what is left", () => {
    const groups = groupsFor("zz top");
    expect(groups).toEqual([]);
    expect(commandCount(groupsFor(""))).toBe(ROUTES.length);
  });

  it("searches the tenant only for a text that is not a whole id", () => {
    expect(searchTerm("  partner ")).toBe("partner");
    expect(searchTerm("tep_Ab12Cd34Ef56Gh78")).toBe("");
    expect(searchTerm("   ")).toBe("");
  });
});
