/**
 * Create organization, as this project's specs reach it: connected with a token the local
 * tenant mints, and checked against what the tenant stored. The screen itself is driven with
 * @tenant-console/playwright-kit.
 */
import { expect, type Page } from "@playwright/test";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const CREATE_PATH = /^\/api\/v2\/organizations$/;

export async function goToCreateOrganization(page: Page, target: ConsoleTarget): Promise<void> {
  await connectConsole(page, { ...target, route: "/organizations/new" });
  await expect(page.getByRole("heading", { level: 1, name: "Create organization" })).toBeVisible();
}

/** How many organizations named `name` the tenant holds (through its test control). */
export async function organizationsNamed(tenant: LocalTenant, name: string): Promise<number> {
  const { organizations } = await tenant.control.state();
  return organizations.filter((organization) => organization.name === name).length;
}
