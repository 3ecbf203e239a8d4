import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setup } from "../../api/testFetch";
import { expectIsolated } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { DeleteOrganization } from "./DeleteOrganization";

const lacking = vi.hoisted(() => ({ scopes: new Set<string>() }));
vi.mock("../../session/useScopeProblem", () => ({
  useScopeProblem: (operation: string) =>
    lacking.scopes.has(operation) ? `This token can't delete organizations` : undefined,
}));

const acme = { id: "org_abcdefghijklmnop", name: "acme" };

describe("Delete organization", () => {
  beforeEach(() => lacking.scopes.clear());

  it("sends nothing until the name is typed exactly, then deletes once", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <DeleteOrganization client={client} organization={acme} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    const input = screen.getByLabelText("Organization name to confirm");
    const confirm = screen.getByRole("button", { name: "Delete organization" });
    await user.type(input, "acm{Enter}");
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription("Type acme to delete it.");
    expectIsolated(
      screen.getByText((_, el) => el?.id === confirm.getAttribute("aria-describedby")),
      "acme",
    );
    expectIsolated(screen.getByRole("heading", { name: "Delete organization acme?" }), "acme");
    expect(fetch).not.toHaveBeenCalled();
    await user.type(input, "e");
    await user.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives the focus back to Delete organization… when the question is cancelled", async () => {
    const { client, fetch } = setup([]);
    const user = userEvent.setup();
    renderWithQueryClient(
      <DeleteOrganization client={client} organization={acme} onDeleted={vi.fn()} />,
    );
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    expect(screen.getByLabelText("Organization name to confirm")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    // The button was not there while the question was: the one back in its place takes focus.
    expect(screen.getByRole("button", { name: "Delete organization…" })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("without delete:organizations, the button is disabled and nothing is sent", async () => {
    lacking.scopes.add("deleteOrganization");
    const { client, fetch } = setup([]);
    renderWithQueryClient(
      <DeleteOrganization client={client} organization={acme} onDeleted={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Delete organization…" })).toBeDisabled();
    expect(screen.getByText(/This token can't delete organizations/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
