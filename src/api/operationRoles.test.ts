import { describe, expect, it } from "vitest";
import { CONSOLE_ROLES, type ConsoleRole } from "./operationRow";
import { OPERATIONS } from "./operations";

/** What each role may call, read from the rows' `roles` column alone. */
function tableFromRows(): Record<ConsoleRole, string[]> {
  const table = { administrator: [], support: [], auditor: [] } as Record<ConsoleRole, string[]>;
  for (const route of OPERATIONS) {
    for (const role of route.roles) table[role].push(route.name);
  }
  return table;
}

const every = OPERATIONS.map((route) => route.name);
const reads = OPERATIONS.filter((route) => route.method === "GET").map((route) => route.name);

describe("the operation rows' roles column (team-console.md, Roles)", () => {
  const table = tableFromRows();

  it("lets an administrator call every operation the console offers", () => {
    expect(table.administrator).toEqual(every);
  });

  it("lets support read everything, clear assessments (single and batch) and forget browsers", () => {
    // The batch screen sends one clearRiskAssessments per user: the same row covers both.
    expect(table.support).toEqual(
      every.filter(
        (name) =>
          reads.includes(name) ||
          name === "clearRiskAssessments" ||
          name === "invalidateRememberBrowser",
      ),
    );
  });

  it("lets an auditor read and write nothing", () => {
    expect(table.auditor).toEqual(reads);
  });

  it("names a role on every row, so a new operation is nobody's until its row says whose", () => {
    for (const route of OPERATIONS) expect(route.roles.length, route.name).toBeGreaterThan(0);
    expect(CONSOLE_ROLES).toEqual(["administrator", "support", "auditor"]);
  });
});
