import { OPERATION_SCOPES } from "../../api/schemas/scopes";

export const userAttributeProfilesRoute = {
  path: "/user-attribute-profiles",
  label: "User attribute profiles",
  scope: OPERATION_SCOPES.patchUserAttributeProfile,
  /** `/user-attribute-profiles/new` is the same screen's New profile. */
  withDetails: true,
  load: () => import("./UserAttributeProfilePage"),
};
