import { describe, expect, it } from "vitest";
import { organizationCreateSchema } from "../../api/schemas/organization";
import { buildOrganizationBody } from "./buildBody";
import { CONNECTION_A, CONNECTION_B, connectionRow, formValues, quotaOn } from "./testValues";

describe("buildOrganizationBody", () => {
  it("sends only the name when nothing else is set, not even the default access", () => {
    expect(buildOrganizationBody(formValues())).toEqual({ name: "acme-eu" });
  });

  it("sends every field the user set, in the contract's shape", () => {
    const body = buildOrganizationBody(
      formValues({
        display_name: "Acme EU",
        branding: { logo_url: "https://cdn.example.com/acme.png" },
        metadata: [
          { key: "tier", value: "gold" },
          { key: "flag", value: "" },
        ],
        enabled_connections: [
          connectionRow(CONNECTION_A, {
            assign_membership_on_login: true,
            is_signup_enabled: true,
          }),
          connectionRow(CONNECTION_B, { show_as_button: true }),
        ],
        ...quotaOn({ enforce: true, per_day: "1000", per_hour: "2147483647" }),
        third_party_client_access: "allow",
      }),
    );
    expect(body).toEqual({
      name: "acme-eu",
      display_name: "Acme EU",
      branding: { logo_url: "https://cdn.example.com/acme.png" },
      metadata: { tier: "gold", flag: "" },
      enabled_connections: [
        { connection_id: CONNECTION_A, assign_membership_on_login: true, is_signup_enabled: true },
        { connection_id: CONNECTION_B, show_as_button: true },
      ],
      token_quota: { client_credentials: { enforce: true, per_day: 1000, per_hour: 2147483647 } },
      third_party_client_access: "allow",
    });
    expect(organizationCreateSchema.safeParse(body).success).toBe(true);
  });

  it("leaves out empty strings, rows without a key or id, and empty objects", () => {
    const body = buildOrganizationBody(
      formValues({
        display_name: "",
        branding: { logo_url: "" },
        metadata: [{ key: "", value: "typed but keyless" }],
        enabled_connections: [connectionRow("", { show_as_button: true })],
      }),
    );
    expect(body).toEqual({ name: "acme-eu" });
  });

  it("leaves token_quota out while it is switched off, whatever its inputs hold", () => {
    const values = formValues({
      ...quotaOn({ enforce: true, per_day: "10" }),
      token_quota_enabled: false,
    });
    expect(buildOrganizationBody(values)).not.toHaveProperty("token_quota");
  });

  it("leaves token_quota out when it is on with nothing set, rather than send {}", () => {
    expect(buildOrganizationBody(formValues(quotaOn({})))).not.toHaveProperty("token_quota");
  });

  it("sends quota numbers as whole numbers and never a float or NaN", () => {
    const body = buildOrganizationBody(formValues(quotaOn({ per_day: "007", per_hour: "1.5" })));
    expect(body.token_quota).toEqual({ client_credentials: { per_day: 7 } });
    const garbage = buildOrganizationBody(formValues(quotaOn({ per_day: "abc", per_hour: "" })));
    expect(JSON.stringify(garbage)).not.toMatch(/NaN|null/);
  });

  it("keeps a metadata key that could collide with Object's prototype as plain data", () => {
    const body = buildOrganizationBody(
      formValues({ metadata: [{ key: "__proto__", value: "x" }] }),
    );
    expect(JSON.parse(JSON.stringify(body))).toEqual(
      JSON.parse('{"name":"acme-eu","metadata":{"__proto__":"x"}}'),
    );
  });
});
