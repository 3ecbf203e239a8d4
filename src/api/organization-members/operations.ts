import { byName, CHECKPOINT, row } from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The organization members operations the console calls, a row each (src/api/operations.ts gathers them). */
export const ORGANIZATION_MEMBER_OPERATIONS = byName([
  row({
    name: "listOrganizationMembers",
    method: "GET",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    query: CHECKPOINT,
    scope: "read:organization_members",
    does: "read an organization's members",
  }),
  row({
    name: "addOrganizationMembers",
    method: "POST",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { members: { body: "members" } },
    scope: "create:organization_members",
    does: "add members to organizations",
    label: "Add organization members",
  }),
  row({
    name: "removeOrganizationMembers",
    method: "DELETE",
    path: "/organizations/{id}/members",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    changes: { members: { body: "members" } },
    scope: "delete:organization_members",
    does: "remove members from organizations",
    label: "Remove organization members",
  }),
] as const);
