import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { MemberRolesCell } from "./MemberRolesCell";

const ORGANIZATION = "org_In1t3chSt4ff2k0A";
const ADMIN = { id: "rol_Adm1n1str4t0rR0l", name: "Administrator" };
const AUDIT = { id: "rol_Aud1t0rR0l3x00a", name: "Auditor" };

describe("MemberRolesCell", () => {
  it("shows the roles the listing carried, and reads nothing", () => {
    const { client, fetch } = setup([]);
    renderWithQueryClient(
      <MemberRolesCell
        client={client}
        organizationId={ORGANIZATION}
        member={{ user_id: "auth0|jane", roles: [ADMIN, AUDIT] }}
      />,
    );
    expect(screen.getByText("Administrator, Auditor")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the roles of a member the listing gave without them, for that member alone", async () => {
    const { client, fetch } = setup([jsonResponse(200, [AUDIT])]);
    renderWithQueryClient(
      <MemberRolesCell
        client={client}
        organizationId={ORGANIZATION}
        member={{ user_id: "auth0|jane" }}
      />,
    );
    expect(screen.getByText("Reading…")).toBeInTheDocument();
    expect(await screen.findByText("Auditor")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe(`/api/v2/organizations/${ORGANIZATION}/members/auth0%7Cjane/roles`);
  });

  it("says the roles were not read when the read fails, and the row stays", async () => {
    const { client } = setup([jsonResponse(403, { statusCode: 403, error: "Forbidden" })]);
    renderWithQueryClient(
      <MemberRolesCell
        client={client}
        organizationId={ORGANIZATION}
        member={{ user_id: "auth0|jane" }}
      />,
    );
    expect(await screen.findByText("Not read")).toBeInTheDocument();
  });
});
