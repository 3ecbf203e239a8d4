// Tests for userAttributeProfileList.ts: the listing's answer holds whole profiles, read as
// leniently as the single profile, with an optional next.
import { describe, expect, it } from "vitest";
import { accepts, onlyIssue } from "./testSupport";
import { NATIVE_MAPPING } from "./userAttributeProfile";
import { userAttributeProfileListSchema } from "./userAttributeProfileList";

const profile = {
  id: `uap_${"a".repeat(22)}`,
  name: "Workforce",
  user_id: { oidc_mapping: "sub" },
  user_attributes: {
    email: {
      description: "Email",
      label: "Email",
      profile_required: true,
      [NATIVE_MAPPING]: "mail",
    },
  },
};

describe("user attribute profile list", () => {
  it("accepts an empty last page and a page with next", () => {
    expect(userAttributeProfileListSchema.parse({ user_attribute_profiles: [] })).toEqual({
      user_attribute_profiles: [],
    });
    accepts(userAttributeProfileListSchema, { user_attribute_profiles: [profile], next: "n" });
  });

  it("refuses a profile whose id is not uap_ + 22, naming where", () => {
    const issue = onlyIssue(userAttributeProfileListSchema, {
      user_attribute_profiles: [profile, { ...profile, id: `uap_${"a".repeat(21)}` }],
    });
    expect(issue.path).toEqual(["user_attribute_profiles", 1, "id"]);
  });

  it("keeps members the answer adds beside the profiles", () => {
    const page = { user_attribute_profiles: [], total: 7 };
    expect(userAttributeProfileListSchema.parse(page)).toEqual(page);
  });
});
