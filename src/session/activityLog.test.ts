// @vitest-environment jsdom
// The tab's activity is kept in sessionStorage.
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/apiError";
import { forgetTab } from "../lib/tabStorage";
import { activityCsv } from "../pages/activity/activityCsv";
import { FORMULA_PAYLOADS, formulaCellsIn, readCsv } from "../test/csvReaders";
import { outcomeOf, readActivity, recordActivity } from "./activityLog";

afterEach(() => forgetTab());

const clear = {
  operation: "clearRiskAssessments",
  target: "auth0|1",
  reason: "TICKET-42",
} as const;

describe("the tab's activity", () => {
  it("lists writes newest first with operation, target, outcome and reason", () => {
    recordActivity(clear, undefined, Date.parse("2030-01-01T10:00:00Z"));
    recordActivity(
      { operation: "createOrganization", target: "acme" },
      new ApiError({ kind: "http", status: 409, error: "Conflict", message: "taken" }),
      Date.parse("2030-01-01T11:00:00Z"),
    );
    expect(readActivity().map(({ id: _, ...entry }) => entry)).toEqual([
      {
        time: "2030-01-01T11:00:00.000Z",
        operation: "Create organization",
        target: "acme",
        outcome: "Failed: 409 Conflict",
        reason: "",
      },
      {
        time: "2030-01-01T10:00:00.000Z",
        operation: "Clear risk assessments",
        target: "auth0|1",
        outcome: "Succeeded",
        reason: "TICKET-42",
      },
    ]);
  });

  it("is kept for the tab and forgotten on Sign out", () => {
    recordActivity(clear);
    expect(readActivity()).toHaveLength(1);
    expect(readActivity()).toBe(readActivity());
    forgetTab();
    expect(readActivity()).toEqual([]);
  });

  it("names an outcome the console cannot know as unknown", () => {
    const lost = new ApiError({
      kind: "network",
      status: 0,
      error: "Network error",
      message: "x",
      outcomeUnknown: true,
    });
    expect(outcomeOf(lost)).toBe("Outcome unknown");
    expect(
      outcomeOf(new ApiError({ kind: "aborted", status: 0, error: "Aborted", message: "x" })),
    ).toBe("Cancelled before it was applied");
  });

  it("downloads as CSV whose cells cannot run as formulas", () => {
    recordActivity({ ...clear, reason: '=HYPERLINK("x")' }, undefined, 0);
    expect(activityCsv(readActivity())).toBe(
      'time,operation,target,outcome,reason\r\n1970-01-01T00:00:00.000Z,Clear risk assessments,auth0|1,Succeeded,"\'=HYPERLINK(""x"")"\r\n',
    );
  });

  it.each(FORMULA_PAYLOADS)(
    "downloads a user id and reason holding %j with no cell any reader runs as a formula",
    (payload) => {
      recordActivity(
        { ...clear, target: `auth0|1${payload}`, reason: `T-1${payload}` },
        undefined,
        0,
      );
      expect(formulaCellsIn(activityCsv(readActivity()))).toEqual([]);
    },
  );

  it("downloads a direction control or an invisible character as its code point", () => {
    recordActivity({ ...clear, target: "auth0|\u2067x", reason: "T-1\u202E\uFEFFx" }, undefined, 0);
    expect(readCsv(activityCsv(readActivity()), ",")[1]?.slice(2)).toEqual([
      "auth0|<U+2067>x",
      "Succeeded",
      "T-1<U+202E><U+FEFF>x",
    ]);
  });

  it("downloads ordinary ids and reasons so they read back exactly", () => {
    recordActivity({ ...clear, target: "auth0|abc", reason: "TICKET-42, per phone" }, undefined, 0);
    expect(readCsv(activityCsv(readActivity()), ",")[1]).toEqual([
      "1970-01-01T00:00:00.000Z",
      "Clear risk assessments",
      "auth0|abc",
      "Succeeded",
      "TICKET-42, per phone",
    ]);
  });
});
