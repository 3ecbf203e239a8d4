/**
 * @tenant-console/playwright-kit: page objects for the tenant console, built only on the roles,
 * labels and names its README documents ("Automating the console"). The major version changes
 * when one of those names does (CHANGELOG.md).
 */
export * from "./activity.js";
export * from "./connect.js";
export * from "./createOrganization.js";
export * from "./fields.js";
export * from "./findUser.js";
export * from "./history.js";
export * from "./jobs.js";
export * from "./memberRoles.js";
export * from "./members.js";
export * from "./organizations.js";
export * from "./profileList.js";
export * from "./recentlyDeleted.js";
export * from "./riskAssessments.js";
export * from "./riskSettings.js";
export * from "./scopes.js";
export * from "./settled.js";
export * from "./signIn.js";
export * from "./standInToken.js";
export * from "./teamActivity.js";
export * from "./tokenExchangeProfileLifecycle.js";
export * from "./userAttributeProfileEditor.js";
export * from "./userAttributeProfileLifecycle.js";
