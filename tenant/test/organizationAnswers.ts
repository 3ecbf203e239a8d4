/**
 * What the organization operations may answer in the property test (properties.test.ts): each
 * one's method and what its success must look like, and what the tenant may hold afterwards.
 */
import { expect } from "vitest";
import {
  LIMITS,
  organizationArraySchema,
  organizationConnectionArraySchema,
  organizationConnectionSchema,
  organizationConnectionTotalsSchema,
  organizationMemberArraySchema,
  organizationMemberPageSchema,
  organizationMemberTotalsSchema,
  organizationPageSchema,
  organizationSchema,
  organizationTotalsSchema,
} from "../../src/api/schemas/index.ts";
import type { TenantState } from "../index.ts";

/**
 * The method each operation answers; another method on its path belongs to a sibling. In the
 * order the property test runs them: delete last, as it removes what the others aim at.
 */
export const ORGANIZATION_METHODS = {
  listOrganizations: "GET",
  getOrganization: "GET",
  getOrganizationByName: "GET",
  updateOrganization: "PATCH",
  listOrganizationConnections: "GET",
  addOrganizationConnection: "POST",
  getOrganizationConnection: "GET",
  updateOrganizationConnection: "PATCH",
  removeOrganizationConnection: "DELETE",
  listOrganizationMembers: "GET",
  addOrganizationMembers: "POST",
  removeOrganizationMembers: "DELETE",
  deleteOrganization: "DELETE",
} as const;
export type OrganizationOperation = keyof typeof ORGANIZATION_METHODS;

type Success = (status: number, text: string, path: string) => void;

/** A trimmed answer (`fields`) may lack any member, so only an untrimmed one meets the schema. */
const trimmed = (path: string) => new URL(path, "http://tenant").searchParams.has("fields");

const noContent: Success = (status, text) => {
  expect(status).toBe(204);
  expect(text).toBe("");
};

const organization: Success = (status, text) => {
  expect(status).toBe(200);
  organizationSchema.parse(JSON.parse(text));
};

const connection =
  (expected: number): Success =>
  (status, text) => {
    expect(status).toBe(expected);
    organizationConnectionSchema.parse(JSON.parse(text));
  };

export const ORGANIZATION_SUCCESS: Record<OrganizationOperation, Success> = {
  listOrganizations: (status, text) => {
    expect(status).toBe(200);
    const body = JSON.parse(text);
    if (Array.isArray(body)) organizationArraySchema.parse(body);
    else if ("total" in body) organizationTotalsSchema.parse(body);
    else organizationPageSchema.parse(body);
  },
  getOrganization: organization,
  getOrganizationByName: organization,
  updateOrganization: organization,
  listOrganizationConnections: (status, text) => {
    expect(status).toBe(200);
    const body = JSON.parse(text);
    if (Array.isArray(body)) organizationConnectionArraySchema.parse(body);
    else organizationConnectionTotalsSchema.parse(body);
  },
  addOrganizationConnection: connection(201),
  getOrganizationConnection: connection(200),
  updateOrganizationConnection: connection(200),
  removeOrganizationConnection: noContent,
  listOrganizationMembers: (status, text, path) => {
    expect(status).toBe(200);
    const body = JSON.parse(text);
    if (trimmed(path)) expect(typeof body).toBe("object");
    else if (Array.isArray(body)) organizationMemberArraySchema.parse(body);
    else if ("total" in body) organizationMemberTotalsSchema.parse(body);
    else organizationMemberPageSchema.parse(body);
  },
  addOrganizationMembers: noContent,
  removeOrganizationMembers: noContent,
  deleteOrganization: noContent,
};

/** Whatever the runs did, every organization the tenant holds is one it could answer. */
export function expectValidOrganizations(state: TenantState): void {
  const users = new Set(state.users.map((user) => user.user_id));
  const connections = new Set(state.connections.map((item) => item.id));
  const names = state.organizations.map((stored) => stored.name);
  expect(new Set(names).size).toBe(names.length);
  for (const stored of state.organizations) {
    organizationSchema.parse(stored);
    const enabled = stored.enabled_connections ?? [];
    expect(enabled.length).toBeLessThanOrEqual(LIMITS.organization.enabledConnections.max);
    for (const item of enabled) expect(connections.has(item.connection_id)).toBe(true);
    for (const userId of state.organizationMembers[stored.id] ?? []) {
      expect(users.has(userId), userId).toBe(true);
    }
  }
}
