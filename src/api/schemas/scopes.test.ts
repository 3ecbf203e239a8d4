import { describe, expect, it } from "vitest";
import { CONSOLE_SCOPES, excessWriteScopes, OPERATION_SCOPES } from "./scopes";

describe("scopes", () => {
  it("names the read scope of each lookup", () => {
    expect(OPERATION_SCOPES.getUserAttributeProfile).toBe("read:user_attribute_profiles");
    expect(OPERATION_SCOPES.listUserAttributeProfiles).toBe("read:user_attribute_profiles");
    expect(OPERATION_SCOPES.listConnections).toBe("read:connections");
    expect(OPERATION_SCOPES.getUser).toBe("read:users");
  });

  it("lists every scope the console uses once", () => {
    expect([...CONSOLE_SCOPES].sort()).toEqual([
      "create:organizations",
      "read:connections",
      "read:token_exchange_profiles",
      "read:user_attribute_profiles",
      "read:users",
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
