import { describe, expect, it } from "vitest";
import { entryChanges, previousVersion } from "./changes.ts";

const ORG = {
  id: "org_1",
  name: "acme",
  display_name: "Acme",
  branding: {
    logo_url: "https://acme.example/a.png",
    colors: { primary: "#000000", page_background: "#ffffff" },
  },
  metadata: { tier: "gold", region: "eu" },
  third_party_client_access: "block",
};

const ok = { status: 200, outcome: null };

describe("entryChanges", () => {
  it("gives a PATCH's leaves before → after, nested metadata and colours included, and the version it left", () => {
    const body = {
      display_name: "Acme SE",
      branding: { colors: { primary: "#111111", page_background: "#ffffff" } },
      metadata: { tier: "platinum", region: "eu", owner: "ops" },
    };
    const answer = { ...ORG, ...body, branding: { ...ORG.branding, colors: body.branding.colors } };
    expect(
      entryChanges({
        operation: "updateOrganization",
        ...ok,
        requestBody: body,
        before: ORG,
        answer,
      }),
    ).toEqual({
      changes: [
        { field: ["display_name"], before: "Acme", after: "Acme SE" },
        { field: ["branding", "colors", "primary"], before: "#000000", after: "#111111" },
        { field: ["metadata", "tier"], before: "gold", after: "platinum" },
        { field: ["metadata", "owner"], after: "ops" },
      ],
      version: {
        name: "acme",
        display_name: "Acme SE",
        branding: answer.branding,
        metadata: body.metadata,
      },
    });
  });

  it("shows a metadata key sent as null, or left out of metadata the service replaces whole, as removed", () => {
    const answer = { ...ORG, metadata: { region: "eu" } };
    const { changes } = entryChanges({
      operation: "updateOrganization",
      ...ok,
      requestBody: { metadata: { tier: null, region: "eu" } },
      before: ORG,
      answer,
    });
    expect(changes).toEqual([{ field: ["metadata", "tier"], before: "gold" }]);
    const replaced = entryChanges({
      operation: "updateOrganization",
      ...ok,
      requestBody: { metadata: {} },
      before: ORG,
      answer: { ...ORG, metadata: undefined },
    });
    expect(replaced.changes.map((change) => change.field.join("."))).toEqual([
      "metadata.tier",
      "metadata.region",
    ]);
  });

  it("gives one field of one user attribute, and lays a body over the object read when the answer has none", () => {
    const before = {
      id: "uap_1",
      name: "people",
      user_id: { oidc_mapping: "sub" },
      user_attributes: {
        email: { description: "Email", oidc_mapping: "email", saml_mapping: ["a"] },
      },
    };
    const body = {
      user_attributes: {
        email: { description: "Email", oidc_mapping: "mail", saml_mapping: ["a"] },
      },
    };
    const patched = entryChanges({
      operation: "patchUserAttributeProfile",
      ...ok,
      requestBody: body,
      before,
      answer: { ...before, ...body },
    });
    expect(patched.changes).toEqual([
      { field: ["user_attributes", "email", "oidc_mapping"], before: "email", after: "mail" },
    ]);
    const profile = { id: "tep_1", name: "old", subject_token_type: "urn:a", action_id: "x" };
    expect(
      entryChanges({
        operation: "updateTokenExchangeProfile",
        ...ok,
        requestBody: { name: "new" },
        before: profile,
        answer: null,
      }),
    ).toEqual({
      changes: [{ field: ["name"], before: "old", after: "new" }],
      version: { name: "new", subject_token_type: "urn:a" },
    });
  });

  it("gives a create's restorable settings as after, a delete's as before", () => {
    const created = entryChanges({
      operation: "createTokenExchangeProfile",
      status: 201,
      outcome: null,
      requestBody: {},
      before: null,
      answer: { id: "tep_1", name: "n", subject_token_type: "urn:a", action_id: "x" },
    });
    expect(created).toEqual({
      changes: [
        { field: ["name"], after: "n" },
        { field: ["subject_token_type"], after: "urn:a" },
      ],
      version: { name: "n", subject_token_type: "urn:a" },
    });
    const deleted = entryChanges({
      operation: "deleteOrganization",
      status: 204,
      outcome: null,
      requestBody: null,
      before: { id: "org_1", name: "acme" },
      answer: null,
    });
    expect(deleted).toEqual({ changes: [{ field: ["name"], before: "acme" }], version: null });
  });

  it("gives nothing for a failed, unknown or refused write, nor for a write with no settings", () => {
    const patch = {
      operation: "updateOrganization",
      requestBody: { name: "x" },
      before: ORG,
      answer: ORG,
    };
    for (const result of [
      { status: 400, outcome: null },
      { status: null, outcome: "unknown" },
      { status: 403, outcome: "refused" },
    ]) {
      expect(entryChanges({ ...patch, ...result })).toEqual({ changes: [], version: null });
    }
    expect(entryChanges({ ...patch, ...ok, operation: "addOrganizationMembers" })).toEqual({
      changes: [],
      version: null,
    });
  });

  it("keeps the version a successful PATCH replaced, for undoing the oldest recorded change", () => {
    const facts = {
      operation: "updateOrganization",
      status: 200,
      outcome: null,
      requestBody: { display_name: "B" },
      before: { id: "org_1", name: "acme", display_name: "A", members: 3 },
      answer: { id: "org_1", name: "acme", display_name: "B" },
    };
    expect(previousVersion(facts)).toEqual({ name: "acme", display_name: "A" });
    expect(previousVersion({ ...facts, status: 409 })).toBeNull();
    expect(previousVersion({ ...facts, before: null })).toBeNull();
    expect(previousVersion({ ...facts, operation: "createOrganization", before: null })).toBeNull();
  });
});
