/**
 * The user attribute profile editor, as this project's specs reach it: connected with a token
 * the local tenant mints, and the profiles as the tenant holds them. The screen itself is driven
 * with @tenant-console/playwright-kit.
 */
import { expect, type Page } from "@playwright/test";
import type { UserAttributeProfile } from "../../src/api/schemas/index.ts";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const PATCH_PATH = /^\/api\/v2\/user-attribute-profiles\/[^/]+$/;

export async function goToProfileEditor(page: Page, target: ConsoleTarget): Promise<string> {
  const token = await connectConsole(page, { ...target, route: "/user-attribute-profiles" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Edit a user attribute profile" }),
  ).toBeVisible();
  return token;
}

export async function profilesInTenant(tenant: LocalTenant): Promise<UserAttributeProfile[]> {
  return (await tenant.control.state()).userAttributeProfiles;
}

export async function profileInTenant(
  tenant: LocalTenant,
  id: string,
): Promise<UserAttributeProfile> {
  const profile = (await profilesInTenant(tenant)).find((candidate) => candidate.id === id);
  if (!profile) throw new Error(`the tenant has no profile ${id}`);
  return profile;
}
