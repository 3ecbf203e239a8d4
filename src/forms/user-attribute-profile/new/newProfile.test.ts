import { describe, expect, it } from "vitest";
import { attributeRowOf, formValuesOf } from "../fields";
import { toCreateBody, validateNewProfileForm } from "./newProfile";

const email = {
  description: "Email",
  label: "Email",
  profile_required: true,
  native_mapping: "email",
};
const template = {
  name: "Workforce",
  user_id: { oidc_mapping: "sub" as const, scim_mapping: "externalId" },
  user_attributes: { email },
};

describe("the create body", () => {
  it("is a template's payload as it stands when nothing was edited", () => {
    expect(toCreateBody(formValuesOf(template))).toEqual(template);
  });

  it("leaves user_id out when none was set, so the service fills its default", () => {
    const values = {
      ...formValuesOf({}),
      name: "Blank",
      user_attributes: [attributeRowOf("email", email)],
    };
    expect(toCreateBody(values)).toEqual({ name: "Blank", user_attributes: { email } });
    expect(validateNewProfileForm(values).ok).toBe(true);
  });

  it.each([
    ["no attribute", { ...formValuesOf(template), user_attributes: [] }, ""],
    ["no name", { ...formValuesOf(template), name: "" }, "name"],
    ["129 characters of name", { ...formValuesOf(template), name: "n".repeat(129) }, "name"],
  ])("refuses %s before anything is sent", (_, values, path) => {
    const result = validateNewProfileForm(values);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toContain(path);
  });

  it("takes 128 characters of name", () => {
    expect(validateNewProfileForm({ ...formValuesOf(template), name: "n".repeat(128) }).ok).toBe(
      true,
    );
  });
});
