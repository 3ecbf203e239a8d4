// Pins LIMITS to the numbers written in management-api.md and service-facts.md. Every other
// boundary test builds its values from LIMITS, so a wrong number here would otherwise go unseen:
// this file is the one place where the documents' numbers are written out again.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";

describe("LIMITS matches the documents", () => {
  it.each([
    ["take (page size) 1 to 100, default 50", LIMITS.take, { min: 1, max: 100, default: 50 }],
    ["attribute profile listing take default 5", LIMITS.userAttributeProfileTakeDefault, 5],
    ["next identifier validity 24 hours", LIMITS.cursorValidityMs, 24 * 3600 * 1000],
    ["profile name 3 to 50", LIMITS.tokenExchangeProfile.name, { min: 3, max: 50 }],
    [
      "subject_token_type 8 to 100",
      LIMITS.tokenExchangeProfile.subjectTokenType,
      { min: 8, max: 100 },
    ],
    ["action_id 1 to 36", LIMITS.tokenExchangeProfile.actionId, { min: 1, max: 36 }],
    ["type 1 to 21", LIMITS.tokenExchangeProfile.type, { min: 1, max: 21 }],
    [
      "user attribute profile name 1 to 128",
      LIMITS.userAttributeProfile.name,
      { min: 1, max: 128 },
    ],
    ["user_attributes 1 to 64", LIMITS.userAttributeProfile.attributes, { min: 1, max: 64 }],
    ["attribute names 1 to 50", LIMITS.userAttributeProfile.attributeName, { min: 1, max: 50 }],
    ["description 1 to 128", LIMITS.userAttributeProfile.description, { min: 1, max: 128 }],
    ["label 1 to 128", LIMITS.userAttributeProfile.label, { min: 1, max: 128 }],
    ["native mapping 1 to 50", LIMITS.userAttributeProfile.nativeMapping, { min: 1, max: 50 }],
    ["oidc mapping 1 to 50", LIMITS.userAttributeProfile.oidcMapping, { min: 1, max: 50 }],
    ["oidc display_name 1 to 50", LIMITS.userAttributeProfile.oidcDisplayName, { min: 1, max: 50 }],
    ["saml name 1 to 128", LIMITS.userAttributeProfile.samlName, { min: 1, max: 128 }],
    ["scim mapping 1 to 128", LIMITS.userAttributeProfile.scimMapping, { min: 1, max: 128 }],
    ["risk user id at most 1024", LIMITS.riskAssessment.userId.max, 1024],
    ["risk connection 1 to 128", LIMITS.riskAssessment.connection, { min: 1, max: 128 }],
    ["risk assessors at least 1", LIMITS.riskAssessment.assessors, { min: 1 }],
    ["organization id at most 50", LIMITS.organization.id, { max: 50 }],
    ["organization name 1 to 50", LIMITS.organization.name, { min: 1, max: 50 }],
    ["display_name 1 to 255", LIMITS.organization.displayName, { min: 1, max: 255 }],
    ["metadata at most 25 properties", LIMITS.organization.metadataEntries, { max: 25 }],
    ["metadata value at most 255", LIMITS.organization.metadataValue, { max: 255 }],
    ["enabled_connections at most 10", LIMITS.organization.enabledConnections, { max: 10 }],
    ["per_day/per_hour 1 to 2147483647", LIMITS.organization.quota, { min: 1, max: 2 ** 31 - 1 }],
    // lifecycle-operations.md
    ["offset page 0 to 1000", LIMITS.offset.page, { min: 0, max: 1000 }],
    ["per_page 1 to 100, default 50", LIMITS.offset.perPage, { min: 1, max: 100, default: 50 }],
    ["only the first 1,000 records by offset", LIMITS.offset.reachableRecords, 1000],
    ["organization sort at most 15", LIMITS.organization.sort, { max: 15 }],
    ["members 1 to 10 a request", LIMITS.organization.membersPerRequest, { min: 1, max: 10 }],
    ["token exchange profiles: 100 per tenant", LIMITS.tokenExchangeProfile.perTenant, 100],
    ["actions per_page 20 by default", LIMITS.actions.perPage.default, 20],
    ["user search: first 1000 reachable", LIMITS.userSearch.maxResults, 1000],
    [
      "user search per_page 0 to 100, default 50",
      LIMITS.userSearch.perPage,
      { min: 0, max: 100, default: 50 },
    ],
  ])("%s", (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
