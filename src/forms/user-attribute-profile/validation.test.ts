import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/schemas/limits";
import { NATIVE_MAPPING } from "../../api/schemas/userAttributeProfile";
import { formValuesOf, newAttributeRow, type UserAttributeProfileFormValues } from "./fields";
import { workforceProfile } from "./testUserAttributeProfiles";
import { type FormProblem, validateProfileForm } from "./validation";

const L = LIMITS.userAttributeProfile;
const START = workforceProfile();
const EMOJI = "😀"; // one character to the service, two UTF-16 units

function edit(
  change: (values: UserAttributeProfileFormValues) => void,
): UserAttributeProfileFormValues {
  const values = formValuesOf(structuredClone(START));
  change(values);
  return values;
}

function problemsOf(values: UserAttributeProfileFormValues): FormProblem[] {
  const result = validateProfileForm(START, values);
  return result.ok ? [] : result.problems;
}

function addRow(values: UserAttributeProfileFormValues, name: string) {
  values.user_attributes.push({
    ...newAttributeRow(),
    name,
    description: "Description",
    label: "Label",
    profile_required: "false",
    [NATIVE_MAPPING]: "native",
  });
  return values.user_attributes.length - 1;
}

describe("validateProfileForm: the contract's bounds, on the input they concern", () => {
  it.each([
    ["at the maximum", EMOJI.repeat(L.name.max), []],
    [
      "one over the maximum",
      "n".repeat(L.name.max + 1),
      [
        {
          path: "name",
          message: `Must be at most ${L.name.max} characters (it has ${L.name.max + 1})`,
        },
      ],
    ],
    ["emptied, when the name was known", "", [{ path: "name", message: "Required" }]],
  ])("name %s", (_, name, problems) => {
    expect(problemsOf(edit((values) => (values.name = name)))).toEqual(problems);
  });

  it("accepts an empty name that was never known: it is simply not sent", () => {
    const values = formValuesOf({});
    values.user_id.scim_mapping = "externalId";
    expect(validateProfileForm({}, values)).toEqual({
      ok: true,
      body: { user_id: { scim_mapping: "externalId" } },
    });
  });

  it.each([
    [L.samlName.max, []],
    [
      L.samlName.max + 1,
      [
        {
          path: "user_id.strategy_overrides.samlp.saml_mapping.0",
          message: `Must be at most ${L.samlName.max} characters (it has ${L.samlName.max + 1})`,
        },
      ],
    ],
  ])("a SAML name of a user id override with %i characters", (length, problems) => {
    const values = edit((v) => {
      v.user_id.strategy_overrides.samlp.saml_mapping = ["s".repeat(length)];
    });
    expect(problemsOf(values)).toEqual(problems);
  });

  it("an empty SAML name in a list is required", () => {
    const values = edit((v) => v.user_id.saml_mapping.push(""));
    expect(problemsOf(values)).toEqual([{ path: "user_id.saml_mapping.2", message: "Required" }]);
  });

  it(`a SCIM attribute of more than ${L.scimMapping.max} characters`, () => {
    const values = edit((v) => (v.user_id.scim_mapping = "c".repeat(L.scimMapping.max + 1)));
    expect(problemsOf(values)).toEqual([
      {
        path: "user_id.scim_mapping",
        message: `Must be at most ${L.scimMapping.max} characters (it has ${L.scimMapping.max + 1})`,
      },
    ]);
  });

  it.each([
    [L.attributeName.max, []],
    [
      L.attributeName.max + 1,
      [
        {
          path: "user_attributes.2.name",
          message: `Must be at most ${L.attributeName.max} characters (it has ${L.attributeName.max + 1})`,
        },
      ],
    ],
  ])("a new attribute name of %i characters", (length, problems) => {
    const values = edit((v) => addRow(v, EMOJI.repeat(length)));
    expect(problemsOf(values)).toEqual(problems);
  });

  it("a new attribute needs a name, unique in the profile", () => {
    const values = edit((v) => {
      addRow(v, "");
      addRow(v, "email");
    });
    expect(problemsOf(values)).toEqual([
      { path: "user_attributes.2.name", message: "Required" },
      { path: "user_attributes.3.name", message: 'Another attribute is already named "email"' },
    ]);
  });

  it("shows every problem on the first Save: a bad row does not hide the others", () => {
    const values = edit((v) => {
      v.name = "";
      v.user_attributes.push({ ...newAttributeRow(), name: "" });
      addRow(v, "badge");
      const added = v.user_attributes.at(-1);
      if (added) added.label = "";
    });
    expect(problemsOf(values)).toEqual([
      { path: "user_attributes.2.name", message: "Required" },
      { path: "name", message: "Required" },
      { path: "user_attributes.3.label", message: "Required" },
    ]);
  });

  it.each([
    [
      "a property bound",
      (v: UserAttributeProfileFormValues) => {
        const row = v.user_attributes[0];
        if (row) row.description = "d".repeat(L.description.max + 1);
      },
      {
        path: "user_attributes.0.description",
        message: `Must be at most ${L.description.max} characters (it has ${L.description.max + 1})`,
      },
    ],
    [
      "an OIDC display name without its claim",
      (v: UserAttributeProfileFormValues) => {
        const row = v.user_attributes[1];
        if (row) row.oidc_mapping.display_name = "Staff no.";
      },
      { path: "user_attributes.1.oidc_mapping.mapping", message: "Required" },
    ],
    [
      "a strategy override's SCIM attribute",
      (v: UserAttributeProfileFormValues) => {
        const row = v.user_attributes[0];
        if (row) row.strategy_overrides.waad.scim_mapping = "m".repeat(L.scimMapping.max + 1);
      },
      {
        path: "user_attributes.0.strategy_overrides.waad.scim_mapping",
        message: `Must be at most ${L.scimMapping.max} characters (it has ${L.scimMapping.max + 1})`,
      },
    ],
  ])("an attribute: %s", (_, change, problem) => {
    expect(problemsOf(edit(change))).toEqual([problem]);
  });

  it.each(["label", "description", "profile_required", NATIVE_MAPPING])(
    "an added attribute without %s, on its input",
    (member) => {
      const values = edit((v) => {
        v.user_attributes.push({
          ...newAttributeRow(),
          name: "cost_centre",
          description: "Cost centre",
          label: "Cost centre",
          profile_required: "false",
          [NATIVE_MAPPING]: "costCenter",
          [member]: "",
        });
      });
      expect(problemsOf(values)).toEqual([
        { path: `user_attributes.2.${member}`, message: "Required" },
      ]);
    },
  );

  it("resolves a valid form to the PATCH body", () => {
    const values = edit((v) => (v.name = "Renamed"));
    expect(validateProfileForm(START, values)).toEqual({ ok: true, body: { name: "Renamed" } });
  });
});
