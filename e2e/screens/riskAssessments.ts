/**
 * Risk assessments (`#/risk-assessments`): one user (**User id**, **Connection**, then the
 * region "Clear these assessments?" with **Clear for <user id>**) or a list of users (**User
 * ids, one per line**, **Requests at a time**, then **Clear for N users**); both take an
 * optional **Reason**.
 */
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const CLEAR_PATH = /^\/api\/v2\/users\/[^/]+\/risk-assessments\/clear$/;

export interface SingleClearInput {
  userId: string;
  connection: string;
  /** Typed into the optional **Reason**; kept in Activity, never sent to the tenant. */
  reason?: string;
}

export interface BatchInput {
  connection: string;
  userIds: readonly string[];
  concurrency: "1" | "2";
  reason?: string;
}

export interface RiskForm {
  userId: Locator;
  connection: Locator;
  userIds: Locator;
  reason: Locator;
  /** The button that asks for confirmation, in either mode. */
  clearAssessments: Locator;
  /** The confirmation's button for one user. */
  confirmFor(userId: string): Locator;
  confirmation: Locator;
  clearedHeading: Locator;
}

export function riskForm(page: Page): RiskForm {
  return {
    userId: page.getByLabel("User id", { exact: true }),
    connection: page.getByLabel("Connection", { exact: true }),
    userIds: page.getByLabel("User ids, one per line"),
    reason: page.getByLabel("Reason", { exact: true }),
    clearAssessments: page.getByRole("button", { name: "Clear assessments" }),
    confirmFor: (userId) => page.getByRole("button", { name: `Clear for ${userId}` }),
    confirmation: page.getByRole("region", { name: "Clear these assessments?" }),
    clearedHeading: page.getByRole("heading", { name: "Assessments cleared" }),
  };
}

export async function goToRiskAssessments(page: Page, target: ConsoleTarget): Promise<void> {
  await connectConsole(page, { ...target, route: "/risk-assessments" });
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
}

/** Types the user and the connection of a single clear; nothing is submitted. */
export async function fillSingleClear(page: Page, input: SingleClearInput): Promise<void> {
  const form = riskForm(page);
  await form.userId.fill(input.userId);
  await form.connection.fill(input.connection);
  if (input.reason !== undefined) await form.reason.fill(input.reason);
}

/** Clear assessments, then the confirmation's **Clear for <user id>**. */
export async function confirmSingleClear(page: Page, userId: string): Promise<void> {
  const form = riskForm(page);
  await form.clearAssessments.click();
  await form.confirmFor(userId).click();
}

/** Switches to a list of users and types it; nothing is submitted. */
export async function fillBatch(page: Page, input: BatchInput): Promise<void> {
  const form = riskForm(page);
  await page.getByRole("radio", { name: "A list of users" }).check();
  await form.connection.fill(input.connection);
  await form.userIds.fill(input.userIds.join("\n"));
  // "Requests at a time" sits in the Advanced disclosure, closed at first.
  const concurrency = page.getByLabel("Requests at a time");
  if (!(await concurrency.isVisible())) {
    // By keyboard: leaving the list checks it, and the lines it refuses push the disclosure
    // down between a mouse press and its release.
    await page.getByText("Advanced", { exact: true }).focus();
    await page.keyboard.press("Enter");
  }
  await concurrency.selectOption(input.concurrency);
  if (input.reason !== undefined) await form.reason.fill(input.reason);
}

export async function assertCleared(page: Page): Promise<void> {
  await expect(riskForm(page).clearedHeading, "the result says it is cleared").toBeVisible();
}

export function clearPathOf(userId: string): string {
  return `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`;
}

export interface ClearRequests {
  /** Every clear the browser sent, in order. */
  sent: Request[];
  /** Per path, the requests the tenant processed: a 429 was refused unprocessed. */
  processedPerPath(): Promise<{ perPath: Map<string, number>; rateLimited: number }>;
}

export function watchClearRequests(page: Page): ClearRequests {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && CLEAR_PATH.test(new URL(request.url()).pathname)) {
      sent.push(request);
    }
  });
  return {
    sent,
    async processedPerPath() {
      const perPath = new Map<string, number>();
      let rateLimited = 0;
      for (const request of sent) {
        const status = (await request.response())?.status();
        if (status === 429) {
          rateLimited++;
          continue;
        }
        const path = new URL(request.url()).pathname;
        perPath.set(path, (perPath.get(path) ?? 0) + 1);
      }
      return { perPath, rateLimited };
    },
  };
}

/** Each user's assessments in `connection`, as the tenant holds them now. */
export async function assessmentsIn(
  tenant: LocalTenant,
  connection: string,
): Promise<Map<string, readonly string[] | undefined>> {
  const state = await tenant.control.state();
  return new Map(state.users.map((user) => [user.user_id, user.assessments[connection]]));
}
