import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationConnections } from "./OrganizationConnections";

vi.mock("../../session/useScopeProblem", () => ({ useScopeProblem: () => undefined }));

const acme = { id: "org_abcdefghijklmnop", name: "acme" };
const spoofed = {
  connection_id: "con_abcdefghijklmnop",
  connection: { name: SPOOF, strategy: "samlp" },
};

describe("OrganizationConnections", () => {
  it("says a connection named with a right-to-left override was removed, its name isolated, and focuses that", async () => {
    const { client } = setup([jsonResponse(200, [spoofed]), new Response(null, { status: 204 })]);
    const user = userEvent.setup();
    renderWithQueryClient(<OrganizationConnections client={client} organization={acme} />);
    await user.click(await screen.findByRole("button", { name: `Remove ${SPOOF}` }));
    await user.click(screen.getByRole("button", { name: "Remove connection" }));
    const said = await screen.findByText(
      (_, element) =>
        element?.getAttribute("role") === "status" && element.textContent === `${SPOOF} removed.`,
    );
    expectIsolated(said);
    expect(said).toHaveFocus();
  });
});
