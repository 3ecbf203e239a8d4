/**
 * Risk assessments, as this project's specs reach it: connected with a token the local tenant
 * mints, the clears the browser sends, and each user's assessments as the tenant holds them.
 * The screen itself is driven with @tenant-console/playwright-kit.
 */
import { expect, type Page, type Request } from "@playwright/test";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const CLEAR_PATH = /^\/api\/v2\/users\/[^/]+\/risk-assessments\/clear$/;

export async function goToRiskAssessments(page: Page, target: ConsoleTarget): Promise<void> {
  await connectConsole(page, { ...target, route: "/risk-assessments" });
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
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
