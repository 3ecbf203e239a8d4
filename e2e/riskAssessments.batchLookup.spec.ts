import { readFile } from "node:fs/promises";
import { fillBatch, readBatchOutcomes, riskForm } from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  assessmentsIn,
  clearPathOf,
  goToRiskAssessments,
  watchClearRequests,
} from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const { firstUser, userWithSlash, userInTwoConnections } = SEED_FACTS;
const USER_READ = /^\/api\/v2\/users\/[^/]+$/;

test("a batch left without a connection clears each user in the connection read from them", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  const clears = watchClearRequests(page);
  const reads = watchRequests(page, "GET", USER_READ);
  await goToRiskAssessments(page, { consoleUrl, tenant });
  const userIds = [firstUser.userId, userInTwoConnections.userId, userWithSlash.userId];

  await test.step("the list is confirmed with no connection typed", async () => {
    await fillBatch(page, { connection: "", userIds, concurrency: "1" });
    await riskForm(page).clearAssessments.click();
    await expect(page.getByText("Each user's own, read before the clear")).toBeVisible();
    await page.getByRole("button", { name: "Clear for 3 users" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Finished/ })).toHaveText(
      "Finished: 2 cleared, 1 failed.",
    );
  });

  await test.step("each user with one connection was cleared there; the other one was not", async () => {
    expect(reads, "one read per user, before the clears").toHaveLength(3);
    expect(
      clears.sent.map((request) => [new URL(request.url()).pathname, request.postDataJSON()]),
    ).toEqual([
      [
        clearPathOf(firstUser.userId),
        expect.objectContaining({ connection: firstUser.connection }),
      ],
      [
        clearPathOf(userWithSlash.userId),
        expect.objectContaining({ connection: userWithSlash.connection }),
      ],
    ]);
    expect((await assessmentsIn(tenant, firstUser.connection)).get(firstUser.userId)).toEqual([]);
    const failed = page.getByRole("table").getByRole("row").nth(1);
    await expect(failed).toContainText(userInTwoConnections.userId);
    await expect(failed).toContainText("User in several connections");
    await expect(failed).toContainText(
      `choose one: ${userInTwoConnections.connections.join(", ")}`,
    );
    await expect(failed).toContainText("not retried");
    await expect(page.getByRole("button", { name: "Retry failed" })).toHaveCount(0);
  });

  await test.step("the table names the connection each user was cleared in, as the CSV does", async () => {
    const outcomes = await readBatchOutcomes(page);
    expect(outcomes.map(({ userId, connection }) => [userId, connection])).toEqual([
      [userInTwoConnections.userId, ""],
      [firstUser.userId, firstUser.connection],
      [userWithSlash.userId, userWithSlash.connection],
    ]);
  });

  await test.step("the CSV names the connection each user was cleared in", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const lines = (await readFile(await (await download).path(), "utf8")).split("\r\n");
    // user_id,connection,status: no id or connection here holds a comma or a quote.
    const rows = lines.slice(1, -1).map((line) => line.split(",").slice(0, 3));
    expect(rows).toContainEqual([firstUser.userId, firstUser.connection, "cleared"]);
    expect(rows).toContainEqual([userWithSlash.userId, userWithSlash.connection, "cleared"]);
    expect(rows).toContainEqual([userInTwoConnections.userId, "", "failed"]);
  });
  await assertNoSeriousA11yViolations(page, "a batch whose connections were read from the users");
});
