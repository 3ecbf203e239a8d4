import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { MemberRoles, type SelectedMember } from "./MemberRoles";

const ORGANIZATION = { id: "org_In1t3chSt4ff2k0A", name: "initech" };
const ADMIN = { id: "rol_Adm1n1str4t0rR0l", name: "Administrator" };
const held = Array.from({ length: 50 }, (_, i) => ({
  id: `rol_Pr0j3ctR0l3s0${String(i).padStart(2, "0")}X`,
  name: `Project ${i}`,
}));

async function chooseAdministrator() {
  await userEvent.type(screen.getByRole("combobox", { name: "Role" }), "admin");
  await userEvent.click(await screen.findByRole("option", { name: "Administrator" }));
}

describe("MemberRoles", () => {
  it("says before sending that a member would pass the service's 50 roles, and sends nothing", async () => {
    const { client, fetch } = setup([jsonResponse(200, [ADMIN])]);
    const selected = new Map<string, SelectedMember>([
      ["auth0|full", { who: "full@initech.example", roles: held }],
    ]);
    renderWithQueryClient(
      <MemberRoles
        client={client}
        organization={ORGANIZATION}
        selected={selected}
        cannotAssign={undefined}
        cannotRemove={undefined}
      />,
    );
    await chooseAdministrator();
    await userEvent.click(screen.getByRole("button", { name: "Assign roles" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "full@initech.example would hold 51 roles, more than the 50 the service allows a member",
    );
    expect(fetch, "only the roles were read").toHaveBeenCalledTimes(1);
  });

  it("keeps Assign roles off until a member and a role are chosen", async () => {
    const { client } = setup([jsonResponse(200, [ADMIN])]);
    renderWithQueryClient(
      <MemberRoles
        client={client}
        organization={ORGANIZATION}
        selected={new Map()}
        cannotAssign={undefined}
        cannotRemove={undefined}
      />,
    );
    expect(screen.getByRole("button", { name: "Assign roles" })).toBeDisabled();
    await chooseAdministrator();
    expect(
      screen.getByRole("button", { name: "Assign roles" }),
      "no member selected",
    ).toBeDisabled();
  });
});
