import { Activity, RiskAssessments } from "@tenant-console/playwright-kit";
import { expect, test } from "./fixtures.ts";

test("clearing one user and a batch shows each outcome, and Activity records them", async ({
  tenantConsole,
  page,
}) => {
  await tenantConsole.goTo("Risk assessments");
  const risk = new RiskAssessments(page);

  // Seed facts of `npm run tenant` (tenant/README.md).
  const single = await risk.clearOne({
    userId: "oidc|5f7c8ec7c33c6c004bbafe82",
    connection: "corp-oidc",
    reason: "OPS-42",
  });
  expect(single).toEqual({ cleared: true });

  await tenantConsole.goTo("Risk assessments");
  const batch = await risk.runBatch({
    connection: "support-db",
    userIds: ["db|support|user-01", "db|support|user-02", "db|support|ghost"],
    concurrency: "2",
  });
  expect(batch.status).toBe("Finished: 2 cleared, 1 failed.");
  expect(
    batch.outcomes.map(({ userId, result, notRetried }) => ({ userId, result, notRetried })),
  ).toEqual([
    { userId: "db|support|ghost", result: "failed", notRetried: true },
    { userId: "db|support|user-01", result: "cleared", notRetried: false },
    { userId: "db|support|user-02", result: "cleared", notRetried: false },
  ]);

  await tenantConsole.goTo("Activity");
  const activity = await new Activity(page).read();
  expect(activity.at(-1)).toEqual({
    operation: "Clear risk assessments",
    target: "oidc|5f7c8ec7c33c6c004bbafe82",
    outcome: "Succeeded",
    reason: "OPS-42",
  });
  expect(activity).toHaveLength(4);
});
