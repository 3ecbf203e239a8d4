// @vitest-environment node
// Tests for the user attribute profile templates (userAttributeProfileTemplate.ts) and the create
// body (userAttributeProfileCreateSchema): every template member optional and read like a profile,
// the template id's shape, and the create body's required name and 1..64 attributes.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { accepts, onlyIssue } from "./testSupport";
import { NATIVE_MAPPING, userAttributeProfileCreateSchema } from "./userAttributeProfile";
import {
  userAttributeProfileTemplateId,
  userAttributeProfileTemplateListSchema,
  userAttributeProfileTemplateSchema,
} from "./userAttributeProfileTemplate";

const attribute = {
  description: "Work email",
  label: "Email",
  profile_required: true,
  [NATIVE_MAPPING]: "mail",
};
const attributes = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`attribute_${i}`, attribute]));

describe("template", () => {
  const template = {
    id: "workforce-oidc",
    display_name: "Workforce (OpenID Connect)",
    template: { name: "Workforce", user_attributes: { email: attribute } },
  };

  it("reads a template, every member of its payload optional", () => {
    expect(userAttributeProfileTemplateSchema.parse(template)).toEqual(template);
    accepts(userAttributeProfileTemplateSchema, { ...template, template: {} });
  });

  it("drops a member a profile answer could not carry, as profile answers do", () => {
    const parsed = userAttributeProfileTemplateSchema.parse({
      ...template,
      template: { user_attributes: { email: { ...attribute, x_source: "hr" } } },
    });
    expect(parsed.template.user_attributes?.email).toEqual(attribute);
  });

  it("reads the listing, which has no paging", () => {
    accepts(userAttributeProfileTemplateListSchema, {
      user_attribute_profile_templates: [template],
    });
    expect(onlyIssue(userAttributeProfileTemplateListSchema, {}).path).toEqual([
      "user_attribute_profile_templates",
    ]);
  });

  it.each(["a", "x".repeat(100), "saml_enterprise-2"])("takes the id %s", (id) =>
    accepts(userAttributeProfileTemplateId, id),
  );
  it.each(["", "x".repeat(101), "a/b", "a b"])("refuses the id %j", (id) => {
    expect(onlyIssue(userAttributeProfileTemplateId, id).message).toBe(
      "Must be 1 to 100 letters, digits, hyphens or underscores",
    );
  });
});

describe("create body", () => {
  const { attributes: bounds, name } = LIMITS.userAttributeProfile;

  it("takes a name and attributes, user_id optional", () => {
    accepts(userAttributeProfileCreateSchema, { name: "Partners", user_attributes: attributes(1) });
    accepts(userAttributeProfileCreateSchema, {
      name: "x".repeat(name.max),
      user_id: { scim_mapping: "userName" },
      user_attributes: attributes(bounds.max),
    });
  });

  it.each(["name", "user_attributes"])("needs %s", (member) => {
    const body = { name: "Partners", user_attributes: attributes(1) };
    const { [member as keyof typeof body]: _left, ...rest } = body;
    expect(onlyIssue(userAttributeProfileCreateSchema, rest).path).toEqual([member]);
  });

  it.each([
    [bounds.min - 1, "Must have 1 to 64 attributes (it has 0)"],
    [bounds.max + 1, "Must have 1 to 64 attributes (it has 65)"],
  ])("refuses %i attributes", (count, message) => {
    const issue = onlyIssue(userAttributeProfileCreateSchema, {
      name: "Partners",
      user_attributes: attributes(count),
    });
    expect(issue.path).toEqual(["user_attributes"]);
    expect(issue.message).toBe(message);
  });

  it("refuses a name past 128 and an id, which the service assigns", () => {
    const long = { name: "x".repeat(name.max + 1), user_attributes: attributes(1) };
    expect(onlyIssue(userAttributeProfileCreateSchema, long).path).toEqual(["name"]);
    const withId = { id: "uap_x", name: "Partners", user_attributes: attributes(1) };
    expect(onlyIssue(userAttributeProfileCreateSchema, withId).code).toBe("unrecognized_keys");
  });

  it("refuses user_id: null, which only the PATCH accepts", () => {
    const body = { name: "Partners", user_id: null, user_attributes: attributes(1) };
    expect(onlyIssue(userAttributeProfileCreateSchema, body).path).toEqual(["user_id"]);
  });
});
