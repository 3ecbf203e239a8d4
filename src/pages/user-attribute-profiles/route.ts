import { OPERATION_SCOPES } from "../../api/schemas/scopes";

export const userAttributeProfilesRoute = {
  path: "/user-attribute-profiles",
  label: "User attribute profiles",
  scope: OPERATION_SCOPES.patchUserAttributeProfile,
  load: () => import("./UserAttributeProfilePage"),
};
