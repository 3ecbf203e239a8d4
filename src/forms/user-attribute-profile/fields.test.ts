import { describe, expect, it } from "vitest";
import { NATIVE_MAPPING, userAttributeProfileSchema } from "../../api/schemas/userAttributeProfile";
import {
  type AttributeRow,
  formValuesOf,
  hasChanges,
  type KnownUserAttributeProfile,
  newAttributeRow,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "./fields";
import { CLAIMS, workforceProfile } from "./testUserAttributeProfiles";

const START = workforceProfile();

const COMPLETE = {
  description: "Department",
  label: "Dept",
  profile_required: false,
  [NATIVE_MAPPING]: "department",
};

/** The form as it starts from START, to be edited by a test. */
function edit() {
  return formValuesOf(structuredClone(START));
}

function rowOf(values: UserAttributeProfileFormValues, name: string): AttributeRow {
  const row = values.user_attributes.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe("toPatchBody: unchanged fields are absent", () => {
  it("sends nothing for the form as it started, and says there is nothing to save", () => {
    const body = toPatchBody(START, edit());
    expect(body).toEqual({});
    expect(hasChanges(body)).toBe(false);
  });

  it("sends only the name when only the name changed", () => {
    const values = edit();
    values.name = "Workforce (EU)";
    expect(toPatchBody(START, values)).toEqual({ name: "Workforce (EU)" });
  });

  it("sends nothing once an edit is typed back to what it was", () => {
    const values = edit();
    values.name = "Workforce";
    values.name = "Workforce directory";
    rowOf(values, "email").label = "E-mail";
    rowOf(values, "email").label = "Email";
    expect(toPatchBody(START, values)).toEqual({});
  });

  it("ignores what an override the user removed still held in its inputs", () => {
    const values = edit();
    const oidc = values.user_id.strategy_overrides.oidc;
    oidc.scim_mapping = "typed, then the override was never added";
    expect(toPatchBody(START, values)).toEqual({});
  });
});

describe("toPatchBody: user_id is sent whole when any part changed", () => {
  it("one SAML name of one strategy override changes, every other mapping is sent as it was", () => {
    const values = edit();
    values.user_id.strategy_overrides.samlp.saml_mapping = ["urn:oid:0.9.2342.19200300.100.1.3"];
    const expected = structuredClone(START.user_id);
    if (!expected?.strategy_overrides?.samlp) throw new Error("fixture");
    expected.strategy_overrides.samlp.saml_mapping = ["urn:oid:0.9.2342.19200300.100.1.3"];
    expect(toPatchBody(START, values)).toEqual({ user_id: expected });
  });

  it("counts a new order of the SAML names as a change", () => {
    const values = edit();
    values.user_id.saml_mapping.reverse();
    const body = toPatchBody(START, values);
    expect(body.user_id?.saml_mapping).toEqual([`${CLAIMS}/upn`, `${CLAIMS}/nameidentifier`]);
    expect(body.user_id?.strategy_overrides).toEqual(START.user_id?.strategy_overrides);
  });

  it("leaves out an override that was removed, and a value that was emptied", () => {
    const values = edit();
    values.user_id.strategy_overrides.ad.present = false;
    values.user_id.scim_mapping = "";
    const body = toPatchBody(START, values);
    expect(body.user_id).not.toHaveProperty("scim_mapping");
    expect(Object.keys(body.user_id?.strategy_overrides ?? {}).sort()).toEqual(["samlp", "waad"]);
  });

  it("sends only what was filled in when nothing was known of the profile", () => {
    const values = formValuesOf({});
    values.user_id.scim_mapping = "userName";
    values.user_id.strategy_overrides.oidc = {
      present: true,
      oidc_mapping: "",
      saml_mapping: [],
      scim_mapping: "",
    };
    expect(toPatchBody({}, values)).toEqual({
      user_id: { scim_mapping: "userName", strategy_overrides: { oidc: {} } },
    });
  });

  it("sends an untouched value exactly as held, even one the inputs show like another", () => {
    // An empty list and an absent one look alike in the form; the tenant tells them apart.
    const start: KnownUserAttributeProfile = {
      user_id: { saml_mapping: [], scim_mapping: "userName" },
    };
    const values = formValuesOf(start);
    values.user_id.scim_mapping = "externalId";
    expect(toPatchBody(start, values).user_id).toEqual({
      saml_mapping: [],
      scim_mapping: "externalId",
    });
  });

  it("never sends back a property a response added to an override: the request is strict", () => {
    // Every starting point is read with the response schema (a save, a paste, session storage).
    const { id: _id, ...start } = userAttributeProfileSchema.parse({
      id: "uap_1csDj3szFKM6gvVNJbQqYh",
      name: "P",
      user_id: { strategy_overrides: { waad: { oidc_mapping: "oid", x_flag: 1 } } },
      user_attributes: { dept: COMPLETE },
    });
    const values = formValuesOf(start);
    values.user_id.scim_mapping = "externalId";
    expect(toPatchBody(start, values).user_id).toEqual({
      scim_mapping: "externalId",
      strategy_overrides: { waad: { oidc_mapping: "oid" } },
    });
  });
});

describe("toPatchBody: attributes", () => {
  it("sends a changed attribute whole: the four required members, its mappings, no other", () => {
    const values = edit();
    rowOf(values, "employee_id").label = "Staff number";
    const sent = toPatchBody(START, values);
    expect(sent).toEqual({
      user_attributes: {
        employee_id: { ...START.user_attributes?.employee_id, label: "Staff number" },
      },
    });
    expect(Object.keys(sent.user_attributes?.employee_id ?? {}).sort()).toEqual(
      ["description", "label", NATIVE_MAPPING, "profile_required"].sort(),
    );
  });

  it("rebuilds oidc_mapping and a strategy override from their inputs", () => {
    const values = edit();
    const email = rowOf(values, "email");
    email.oidc_mapping.display_name = "Work email";
    email.strategy_overrides.waad.scim_mapping = "mail";
    const sent = toPatchBody(START, values).user_attributes?.email;
    expect(sent?.oidc_mapping).toEqual({ mapping: "email", display_name: "Work email" });
    expect(sent?.strategy_overrides).toEqual({
      waad: { oidc_mapping: { mapping: "upn" }, scim_mapping: "mail" },
    });
    expect(sent?.saml_mapping).toEqual(START.user_attributes?.email?.saml_mapping);
  });

  it("sends an untouched empty override map of an attribute as it is held", () => {
    const dept = { ...COMPLETE, strategy_overrides: {} };
    const start: KnownUserAttributeProfile = { user_attributes: { dept } };
    const values = formValuesOf(start);
    rowOf(values, "dept").label = "Department";
    expect(toPatchBody(start, values).user_attributes?.dept).toEqual({
      ...dept,
      label: "Department",
    });
  });

  it("counts a new order of an attribute's SAML names as a change", () => {
    const values = edit();
    rowOf(values, "email").saml_mapping.reverse();
    const sent = toPatchBody(START, values).user_attributes?.email;
    expect(sent?.saml_mapping).toEqual(["email", `${CLAIMS}/emailaddress`]);
  });

  it("sends a new attribute with only the properties that were filled in", () => {
    const values = edit();
    values.user_attributes.push({
      ...newAttributeRow(),
      name: "cost_center",
      label: "Cost centre",
      profile_required: "false",
      saml_mapping: ["costCenter"],
    });
    expect(toPatchBody(START, values)).toEqual({
      user_attributes: {
        cost_center: {
          label: "Cost centre",
          profile_required: false,
          saml_mapping: ["costCenter"],
        },
      },
    });
  });

  it("keeps an attribute named __proto__ an ordinary key", () => {
    const values = formValuesOf({});
    values.user_attributes.push({ ...newAttributeRow(), name: "__proto__", label: "Odd" });
    const attributes = toPatchBody({}, values).user_attributes ?? {};
    expect(Object.hasOwn(attributes, "__proto__")).toBe(true);
    expect(JSON.stringify(attributes)).toBe('{"__proto__":{"label":"Odd"}}');
  });
});
