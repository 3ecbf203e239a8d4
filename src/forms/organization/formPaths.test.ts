import { describe, expect, it } from "vitest";
import { fieldOfMessage } from "../../api/apiError";
import { organizationCreateSchema } from "../../api/schemas/organization";
import { buildOrganizationBody } from "./buildBody";
import { toFormPath } from "./formPaths";
import { CONNECTION_A, CONNECTION_B, connectionRow, formValues, quotaOn } from "./testValues";

const values = formValues({
  metadata: [
    { key: "", value: "" },
    { key: "tier", value: "gold" },
    { key: "a.b", value: "dotted" },
  ],
  enabled_connections: [
    connectionRow(""),
    connectionRow(CONNECTION_A),
    connectionRow(CONNECTION_B),
  ],
});

describe("toFormPath", () => {
  it.each([
    ["name", "name"],
    ["display_name", "display_name"],
    ["branding.logo_url", "branding.logo_url"],
    ["branding", "branding.logo_url"],
    ["third_party_client_access", "third_party_client_access"],
    ["metadata.tier", "metadata.1.value"],
    ["enabled_connections.1.connection_id", "enabled_connections.2.connection_id"],
    ["enabled_connections.0.show_as_button", "enabled_connections.1.show_as_button"],
    ["enabled_connections.0", "enabled_connections.1.connection_id"],
    ["token_quota.client_credentials.per_hour", "token_quota.client_credentials.per_hour"],
    ["token_quota.client_credentials", "token_quota.client_credentials.per_day"],
  ])("puts body path %s on %s", (path, field) => {
    expect(toFormPath(path, values)).toBe(field);
  });

  it("finds a metadata key that contains dots from a zod issue path", () => {
    expect(toFormPath(["metadata", "a.b"], values)).toBe("metadata.2.value");
  });

  it.each([
    "metadata",
    "metadata.unknown",
    "enabled_connections",
    "enabled_connections.5",
    "colour",
  ])("has no field for %s", (path) => {
    expect(toFormPath(path, values)).toBeUndefined();
  });

  it("maps the contract schema's issue on a body back to the row the user typed", () => {
    const typed = formValues({
      metadata: [
        { key: "tier", value: "gold" },
        { key: "notes", value: "n".repeat(256) },
      ],
      ...quotaOn({ per_hour: "0" }),
    });
    const issues = organizationCreateSchema.safeParse(buildOrganizationBody(typed)).error?.issues;
    expect(issues?.map((issue) => toFormPath(issue.path, typed)).sort()).toEqual([
      "metadata.1.value",
      "token_quota.client_credentials.per_hour",
    ]);
  });

  it("maps a tenant's 400 message about an unknown connection to its row", () => {
    const problem = fieldOfMessage(
      "Payload validation error: 'The connection does not exist' on property enabled_connections.0.connection_id.",
    );
    expect(problem && toFormPath(problem.path, values)).toBe("enabled_connections.1.connection_id");
  });
});
