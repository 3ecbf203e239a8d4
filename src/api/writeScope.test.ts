import { describe, expect, it, vi } from "vitest";
import { withSpecRoles } from "../test/specRoles";
import { insufficientScopeMessage, missingScopeMessage, writeScopeProblem } from "./writeScope";

vi.mock("./operations", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./operations")>();
  return { ...actual, OPERATIONS: withSpecRoles(actual.OPERATIONS) };
});

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

describe("writeScopeProblem for a signed-in person", () => {
  const everyScope = ["update:organizations", "update:users", "read:organizations"];

  it("says what the role cannot do, whatever the server's credential may", () => {
    expect(writeScopeProblem(everyScope, "updateOrganization", "support")).toBe(
      "Your role, support, cannot change organizations",
    );
    expect(writeScopeProblem(everyScope, "clearRiskAssessments", "auditor")).toBe(
      "Your role, auditor, cannot clear risk assessments",
    );
  });

  it("lets a role do what its row names, as far as the credential's scopes go", () => {
    expect(writeScopeProblem(everyScope, "clearRiskAssessments", "support")).toBe(undefined);
    expect(writeScopeProblem(everyScope, "getOrganization", "auditor")).toBe(undefined);
    expect(writeScopeProblem(everyScope, "updateOrganization", "administrator")).toBe(undefined);
    expect(writeScopeProblem([], "clearRiskAssessments", "support")).toBe(
      "This token can't clear risk assessments: it needs update:users",
    );
  });

  it("lets a person with no role do nothing, reads included", () => {
    expect(writeScopeProblem(everyScope, "getOrganization", null)).toBe(
      "You have no role, so you cannot read organizations",
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
