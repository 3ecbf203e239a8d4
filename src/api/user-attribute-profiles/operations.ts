import { byName, CHECKPOINT, row } from "../operationRow.ts";
import { PATH_PARAMS as P } from "../schemas/requestRules.ts";

/** The user attribute profiles operations the console calls, a row each (src/api/operations.ts gathers them). */
export const USER_ATTRIBUTE_PROFILE_OPERATIONS = byName([
  row({
    name: "listUserAttributeProfiles",
    method: "GET",
    path: "/user-attribute-profiles",
    query: CHECKPOINT,
    scope: "read:user_attribute_profiles",
    does: "read user attribute profiles",
  }),
  row({
    name: "getUserAttributeProfile",
    method: "GET",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
    scope: "read:user_attribute_profiles",
    does: "read user attribute profiles",
  }),
  row({
    name: "listUserAttributeProfileTemplates",
    method: "GET",
    path: "/user-attribute-profiles/templates",
    scope: "read:user_attribute_profiles",
    does: "read user attribute profile templates",
  }),
  row({
    name: "createUserAttributeProfile",
    method: "POST",
    path: "/user-attribute-profiles",
    targetFromAnswer: ["id", "name"],
    scope: "create:user_attribute_profiles",
    does: "create user attribute profiles",
    label: "Create user attribute profile",
  }),
  row({
    name: "patchUserAttributeProfile",
    method: "PATCH",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
    target: "id",
    nameFrom: "answer",
    scope: "update:user_attribute_profiles",
    does: "change user attribute profiles",
    label: "Update user attribute profile",
  }),
  row({
    name: "deleteUserAttributeProfile",
    method: "DELETE",
    path: "/user-attribute-profiles/{id}",
    params: { id: P.userAttributeProfileId },
    target: "id",
    nameFrom: { readBefore: "getUserAttributeProfile" },
    scope: "delete:user_attribute_profiles",
    does: "delete user attribute profiles",
    label: "Delete user attribute profile",
  }),
] as const);
