import { describe, expect, it } from "vitest";
import { activityQuery, deletedQuery, historyQuery } from "./query.ts";

const q = (text: string) => new URLSearchParams(text);

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`;
  }
  throw new Error("not refused");
}

describe("the history endpoints' queries", () => {
  it("reads an object's history page, 25 by default, from a cursor in its plain spelling", () => {
    expect(historyQuery(q("type=user&id=auth0|abc"))).toEqual({
      type: "user",
      id: "auth0|abc",
      cursor: null,
      limit: 25,
    });
    expect(historyQuery(q("type=organization&id=org_1&cursor=0042&limit=100"))).toMatchObject({
      cursor: "42",
      limit: 100,
    });
  });

  it.each([
    ["type=organisation&id=x", /"type" must be one of organization, token_exchange_profile/],
    ["type=organization", /"type" and "id" are both required/],
    ["type=organization&id=", /"id" is empty/],
    [`type=organization&id=${"x".repeat(1025)}`, /"id" is longer than 1024 characters/],
    ["type=organization&id=a%0Ab", /"id" holds a control character/],
    ["type=organization&id=x&cursor=abc", /"cursor" must be an entry id/],
    ["type=organization&id=x&cursor=9223372036854775808", /"cursor" must be an entry id/],
    ["type=organization&id=x&limit=0", /"limit" must be a whole number from 1 to 100/],
    ["type=organization&id=x&limit=101", /"limit"/],
    ["type=organization&id=x&limit=1.5", /"limit"/],
    ["type=organization&id=x&sort=asc", /Unknown query parameter "sort"/],
    ["type=organization&id=x&id=y", /"id" may appear only once/],
  ])("refuses %s with a 400 that says why", (query, message) => {
    expect(refusal(() => historyQuery(q(query)))).toMatch(new RegExp(`^400 ${message.source}`));
  });

  it("reads team activity's filters: a date alone is its whole day, a time is itself", () => {
    const { filters } = activityQuery(
      q(
        "person=console-local|admin&operation=deleteOrganization&type=risk_assessment_settings&object=tenant&from=2026-11-01&to=2026-11-29",
      ),
    );
    expect(filters).toEqual({
      person: "console-local|admin",
      operation: "deleteOrganization",
      type: "risk_assessment_settings",
      object: "tenant",
      from: new Date("2026-11-01T00:00:00Z"),
      before: new Date("2026-11-30T00:00:00Z"),
    });
    expect(activityQuery(q("to=2026-11-29T14:00:00%2B01:00")).filters.before).toEqual(
      new Date("2026-11-29T13:00:00.001Z"),
    );
  });

  it.each([
    ["operation=getOrganization", /"operation" must name a write/],
    ["type=tenant", /"type" must be one of/],
    ["from=yesterday", /"from" must be an ISO 8601 date/],
    ["to=2026-11-29T14:00", /"to" must be an ISO 8601 date/],
    ["from=2026-02-30", /"from" must be an ISO 8601 date/],
    ["from=2026-11-29&to=2026-11-01", /"from" must come before "to"/],
  ])("refuses the activity filter %s", (query, message) => {
    expect(refusal(() => activityQuery(q(query)))).toMatch(new RegExp(`^400 ${message.source}`));
  });

  it("takes no cursor for the CSV, which is the whole filtered set, and only paging for deleted", () => {
    expect(refusal(() => activityQuery(q("cursor=5"), false))).toMatch(
      /Unknown query parameter "cursor"/,
    );
    expect(deletedQuery(q("limit=5"))).toEqual({ cursor: null, limit: 5 });
    expect(refusal(() => deletedQuery(q("type=organization")))).toMatch(
      /Unknown query parameter "type"/,
    );
  });
});
