import { describe, expect, it } from "vitest";
import { insufficientScopeMessage, missingScopeMessage, writeScopeProblem } from "./writeScope";

describe("writeScopeProblem", () => {
  it("names the write and the scope it needs when the token lacks it", () => {
    expect(writeScopeProblem(["read:users"], "createOrganization")).toBe(
      "This token can't create organizations: it needs create:organizations",
    );
    expect(writeScopeProblem([], "clearRiskAssessments")).toBe(
      "This token can't clear risk assessments: it needs update:users",
    );
    expect(missingScopeMessage("patchUserAttributeProfile")).toBe(
      "This token can't change user attribute profiles: it needs update:user_attribute_profiles",
    );
  });

  it("names the scope of each profile write", () => {
    expect(writeScopeProblem(["read:token_exchange_profiles"], "deleteTokenExchangeProfile")).toBe(
      "This token can't delete token exchange profiles: it needs delete:token_exchange_profiles",
    );
    expect(
      insufficientScopeMessage(
        "Insufficient scope, expected any of: create:user_attribute_profiles",
      ),
    ).toBe(
      "This token can't create user attribute profiles: it needs create:user_attribute_profiles",
    );
  });

  it("has nothing to say when the token carries the scope", () => {
    expect(writeScopeProblem(["update:users", "read:users"], "clearRiskAssessments")).toBe(
      undefined,
    );
  });
});

describe("insufficientScopeMessage", () => {
  it("rewrites the tenant's message in the same plain words", () => {
    expect(
      insufficientScopeMessage("Insufficient scope, expected any of: create:organizations."),
    ).toBe("This token can't create organizations: it needs create:organizations");
    expect(insufficientScopeMessage("Insufficient scope, expected any of: update:users")).toBe(
      "This token can't clear risk assessments: it needs update:users",
    );
  });

  it("leaves a message that names no write scope of the console alone", () => {
    expect(insufficientScopeMessage("Insufficient scope, expected any of: delete:users.")).toBe(
      undefined,
    );
    expect(
      insufficientScopeMessage("Insufficient scope, expected any of: read:token_exchange_profiles"),
    ).toBe(undefined);
    expect(insufficientScopeMessage("The feature is not enabled for this tenant.")).toBe(undefined);
  });
});
