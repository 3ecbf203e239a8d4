import { describe, expect, it } from "vitest";
import type { UserAttributeProfile } from "../../../api/schemas/userAttributeProfile";
import { CLAIMS, workforceProfile } from "../testUserAttributeProfiles";
import { userAttributeProfileDiff } from "./userAttributeProfileDiff";

const ID = "uap_1csDj3szFKM6gvVNJbQqYh";

function savedFrom(change: (profile: UserAttributeProfile) => void): UserAttributeProfile {
  const known = workforceProfile();
  const profile: UserAttributeProfile = {
    id: ID,
    name: known.name ?? "",
    user_id: known.user_id ?? {},
    user_attributes: known.user_attributes ?? {},
  };
  change(profile);
  return profile;
}

describe("userAttributeProfileDiff", () => {
  it("lists each changed value in words with its path, before and after", () => {
    const saved = savedFrom((p) => {
      p.name = "Renamed";
      const samlp = p.user_id.strategy_overrides?.samlp;
      if (samlp) samlp.saml_mapping = ["uid"];
    });
    expect(
      userAttributeProfileDiff(workforceProfile(), saved, {
        name: "Renamed",
        user_id: saved.user_id,
      }),
    ).toEqual([
      {
        field: "Profile name",
        path: "name",
        before: { kind: "value", text: "Workforce directory" },
        after: { kind: "value", text: "Renamed" },
      },
      {
        field: "SAML mapping for samlp of the user id",
        path: "user_id.strategy_overrides.samlp.saml_mapping",
        before: { kind: "value", text: JSON.stringify([`${CLAIMS}/emailaddress`]) },
        after: { kind: "value", text: '["uid"]' },
      },
    ]);
  });

  it("shows a new order of a list as a change", () => {
    const saved = savedFrom((p) => p.user_id.saml_mapping?.reverse());
    const [row] = userAttributeProfileDiff(workforceProfile(), saved, { user_id: saved.user_id });
    expect(row?.path).toBe("user_id.saml_mapping");
  });

  it("marks values set or unset by the save", () => {
    const saved = savedFrom((p) => {
      const employee = p.user_attributes.employee_id;
      if (employee) {
        employee.saml_mapping = ["employeeNumber"];
        employee.scim_mapping = "employeeNumber";
      }
    });
    const employee = saved.user_attributes.employee_id;
    if (!employee) throw new Error("fixture");
    const sent = { user_attributes: { employee_id: employee } };
    expect(userAttributeProfileDiff(workforceProfile(), saved, sent)).toEqual([
      {
        field: "SAML mapping of employee_id",
        path: "user_attributes.employee_id.saml_mapping",
        before: { kind: "none" },
        after: { kind: "value", text: '["employeeNumber"]' },
      },
      {
        field: "SCIM mapping of employee_id",
        path: "user_attributes.employee_id.scim_mapping",
        before: { kind: "none" },
        after: { kind: "value", text: "employeeNumber" },
      },
    ]);
  });

  it("lists what was not known before only where the save sent it", () => {
    const saved = savedFrom((p) => (p.name = "Renamed"));
    expect(userAttributeProfileDiff({}, saved, { name: "Renamed" })).toEqual([
      {
        field: "Profile name",
        path: "name",
        before: { kind: "unknown" },
        after: { kind: "value", text: "Renamed" },
      },
    ]);
  });
});
