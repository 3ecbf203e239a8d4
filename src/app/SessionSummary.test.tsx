import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decodeClaims } from "../api/jwt";
import { expectIsolated, SPOOF } from "../test/bidi";
import { consoleToken } from "../test/tokens";
import { SessionSummary } from "./SessionSummary";

function summaryOf(claims: Record<string, unknown>) {
  const token = consoleToken(claims);
  const session = {
    tenantUrl: "http://127.0.0.1:4010",
    token,
    claims: decodeClaims(token),
    keepForTab: false,
    interruption: null,
    person: null,
  };
  return render(<SessionSummary session={session} />).container;
}

describe("SessionSummary", () => {
  it("shows a client and audience from the token isolated, their direction controls shown", () => {
    const container = summaryOf({ azp: SPOOF, aud: SPOOF });
    const summary = container.querySelector("summary");
    expect(summary?.textContent).toContain(`${SPOOF} at http://127.0.0.1:4010`);
    if (summary) expectIsolated(summary);
    for (const value of container.querySelectorAll("dd.mono")) expectIsolated(value);
  });
});
