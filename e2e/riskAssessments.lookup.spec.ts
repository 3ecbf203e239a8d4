import {
  assertCleared,
  assertFieldError,
  confirmSingleClear,
  riskForm,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { clearPathOf, goToRiskAssessments, watchClearRequests } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const { firstUser, userInTwoConnections } = SEED_FACTS;
const USER_READ = /^\/api\/v2\/users\/[^/]+$/;

test.describe("Risk assessments: the connection from the user", () => {
  test("support clears a user whose connection was filled in from the user", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const clears = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });

    await test.step("an unknown User id is said at User id, and nothing is written", async () => {
      await form.userId.fill("oidc|no-such-user");
      await assertFieldError(form.userId, "No user with this id in the tenant", {
        what: "an unknown user",
      });
      await form.clearAssessments.click();
      await expect(form.userId, "focus goes to the user id").toBeFocused();
      await expect(form.connection).not.toHaveAttribute("aria-invalid", "true");
      expect(clears.sent, "nothing is sent").toEqual([]);
      await assertNoSeriousA11yViolations(page, "risk assessments, unknown user");
    });

    await test.step("entering the User id fills in the user's only connection", async () => {
      await form.userId.fill(firstUser.userId);
      await expect(form.connection, "filled in from the user").toHaveValue(firstUser.connection);
      await expect(
        page.getByRole("status").filter({ hasText: "Filled in from the user" }),
      ).toHaveText(`Filled in from the user: ${firstUser.connection}.`);
      await assertNoSeriousA11yViolations(page, "risk assessments, connection filled in");
    });

    await test.step("the clear goes to that user in that connection", async () => {
      await confirmSingleClear(page, firstUser.userId);
      await assertCleared(page);
      expect(clears.sent.map((request) => new URL(request.url()).pathname)).toEqual([
        clearPathOf(firstUser.userId),
      ]);
      expect(clears.sent[0]?.postDataJSON()).toMatchObject({ connection: firstUser.connection });
    });
  });

  test("a user in two connections has both offered and neither chosen for them", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await form.userId.fill(userInTwoConnections.userId);
    await expect(
      page.getByText(
        `This user signs in with ${userInTwoConnections.connections.join(", ")}: choose one (the field offers them).`,
      ),
    ).toBeVisible();
    await expect(form.connection, "nothing is chosen for the admin").toHaveValue("");
    const offered = await form.connection.evaluate((input) =>
      [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value),
    );
    expect(offered).toEqual([...userInTwoConnections.connections]);
    await assertNoSeriousA11yViolations(page, "risk assessments, two connections offered");
  });

  test("without read:users the field says what it would offer, reads nothing, and typing works", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = riskForm(page);
    const reads = watchRequests(page, "GET", USER_READ);
    await goToRiskAssessments(page, {
      consoleUrl,
      tenant,
      scopes: ["update:users"],
    });
    await form.userId.fill(firstUser.userId);
    await expect(
      page.getByText(
        "With read:users this field would offer the user's connections once a User id is entered; type the connection's name.",
      ),
    ).toBeVisible();
    await assertNoSeriousA11yViolations(page, "risk assessments without read:users");
    await form.connection.fill(firstUser.connection);
    await confirmSingleClear(page, firstUser.userId);
    await assertCleared(page);
    expect(reads, "the user was not read").toHaveLength(0);
  });
});
