import { describe, expect, it } from "vitest";
import {
  CONSOLE_SCOPES,
  excessWriteScopes,
  LIFECYCLE_OPERATION_SCOPES,
  OPERATION_SCOPES,
} from "./scopes";

describe("scopes", () => {
  it("names the read scope of each lookup", () => {
    expect(OPERATION_SCOPES.getUserAttributeProfile).toBe("read:user_attribute_profiles");
    expect(OPERATION_SCOPES.listUserAttributeProfiles).toBe("read:user_attribute_profiles");
    expect(OPERATION_SCOPES.listConnections).toBe("read:connections");
    expect(OPERATION_SCOPES.getUser).toBe("read:users");
    expect(OPERATION_SCOPES.getUsersByEmail).toBe("read:users");
    expect(OPERATION_SCOPES.searchUsers).toBe("read:users");
    expect(OPERATION_SCOPES.listUserOrganizations).toBe("read:organizations");
  });

  it("lists every scope the console uses once", () => {
    expect([...CONSOLE_SCOPES].sort()).toEqual([
      "create:organization_connections",
      "create:organization_member_roles",
      "create:organization_members",
      "create:organizations",
      "create:token_exchange_profiles",
      "create:user_attribute_profiles",
      "delete:organization_connections",
      "delete:organization_member_roles",
      "delete:organization_members",
      "delete:organizations",
      "delete:token_exchange_profiles",
      "delete:user_attribute_profiles",
      "read:actions",
      "read:attack_protection",
      "read:connections",
      "read:organization_connections",
      "read:organization_member_roles",
      "read:organization_members",
      "read:organizations",
      "read:roles",
      "read:token_exchange_profiles",
      "read:user_attribute_profiles",
      "read:users",
      "update:attack_protection",
      "update:organization_connections",
      "update:organizations",
      "update:token_exchange_profiles",
      "update:user_attribute_profiles",
      "update:users",
    ]);
  });

  it("calls only writes beyond the console's excess, never a read", () => {
    expect(
      excessWriteScopes([
        ...CONSOLE_SCOPES,
        "read:clients",
        "update:connections",
        "delete:users",
        "create:organizations",
      ]),
    ).toEqual(["update:connections", "delete:users"]);
  });
});

describe("lifecycle scopes", () => {
  it("names the scope lifecycle-operations.md gives each operation", () => {
    // An operation the console calls has moved into OPERATION_SCOPES; its scope stays the same.
    expect({ ...LIFECYCLE_OPERATION_SCOPES, ...OPERATION_SCOPES }).toMatchObject({
      listOrganizations: "read:organizations",
      getOrganization: "read:organizations",
      getOrganizationByName: "read:organizations",
      updateOrganization: "update:organizations",
      deleteOrganization: "delete:organizations",
      listOrganizationConnections: "read:organization_connections",
      getOrganizationConnection: "read:organization_connections",
      addOrganizationConnection: "create:organization_connections",
      updateOrganizationConnection: "update:organization_connections",
      removeOrganizationConnection: "delete:organization_connections",
      listOrganizationMembers: "read:organization_members",
      addOrganizationMembers: "create:organization_members",
      removeOrganizationMembers: "delete:organization_members",
      createTokenExchangeProfile: "create:token_exchange_profiles",
      getTokenExchangeProfile: "read:token_exchange_profiles",
      updateTokenExchangeProfile: "update:token_exchange_profiles",
      deleteTokenExchangeProfile: "delete:token_exchange_profiles",
      listActions: "read:actions",
      listUserAttributeProfileTemplates: "read:user_attribute_profiles",
      getUserAttributeProfileTemplate: "read:user_attribute_profiles",
      createUserAttributeProfile: "create:user_attribute_profiles",
      deleteUserAttributeProfile: "delete:user_attribute_profiles",
    });
  });

  it("gives a lifecycle operation the console calls the same scope in both lists", () => {
    for (const [name, scope] of Object.entries(LIFECYCLE_OPERATION_SCOPES)) {
      if (name in OPERATION_SCOPES) {
        expect(OPERATION_SCOPES[name as keyof typeof OPERATION_SCOPES], name).toBe(scope);
      }
    }
    expect(OPERATION_SCOPES).toHaveProperty("deleteOrganization", "delete:organizations");
  });
});
