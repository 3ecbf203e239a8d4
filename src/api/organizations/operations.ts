import { byName, CHECKPOINT, row } from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The organizations operations the console calls, a row each (src/api/operations.ts gathers them). */
export const ORGANIZATION_OPERATIONS = byName([
  row({
    name: "listOrganizations",
    method: "GET",
    path: "/organizations",
    query: CHECKPOINT,
    scope: "read:organizations",
    does: "list organizations",
  }),
  row({
    name: "getOrganization",
    method: "GET",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
    scope: "read:organizations",
    does: "read organizations",
  }),
  row({
    name: "getOrganizationByName",
    method: "GET",
    path: "/organizations/name/{name}",
    params: { name: P.organizationName },
    scope: "read:organizations",
    does: "read organizations",
  }),
  row({
    name: "createOrganization",
    method: "POST",
    path: "/organizations",
    targetFromAnswer: ["id", "name"],
    scope: "create:organizations",
    does: "create organizations",
    label: "Create organization",
  }),
  row({
    name: "updateOrganization",
    method: "PATCH",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: "answer",
    scope: "update:organizations",
    does: "change organizations",
    label: "Update organization",
  }),
  row({
    name: "deleteOrganization",
    method: "DELETE",
    path: "/organizations/{id}",
    params: { id: P.organizationId },
    target: "id",
    nameFrom: { readBefore: "getOrganization" },
    scope: "delete:organizations",
    does: "delete organizations",
    label: "Delete organization",
  }),
] as const);
