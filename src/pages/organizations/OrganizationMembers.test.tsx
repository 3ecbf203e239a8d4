/** biome-ignore-all lint/a11y/useSemanticElements: a stand-in for the div rows and cells VirtualTable.tsx draws. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: the same stand-in rows. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { expectIsolated, obeyedControls } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationMembers } from "./OrganizationMembers";

vi.mock("../../session/useScopeProblem", () => ({ useScopeProblem: () => undefined }));
// jsdom lays nothing out, so the virtual table would draw no row: draw them all.
vi.mock("../../ui/VirtualTable", () => ({
  VirtualTable: <T,>(props: { rows: T[]; renderCells: (row: T) => ReactNode }) => (
    <div role="table">
      {props.rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
        <div role="row" key={index}>
          {props.renderCells(row)}
        </div>
      ))}
    </div>
  ),
}));

/** Reads `adminexe.png@evil.example` wherever its override is obeyed. */
const EMAIL = "admin\u202Egnp.exe\u202C@evil.example";
const acme = { id: "org_abcdefghijklmnop", name: "acme" };
const member = { user_id: "auth0|spoof", email: EMAIL, name: `Eve ${EMAIL}` };

describe("OrganizationMembers with a member whose email holds a right-to-left override", () => {
  it("shows the email and name isolated, and names the row's checkbox with the email isolated", async () => {
    const { client } = setup([
      jsonResponse(200, { members: [member] }),
      jsonResponse(200, { members: [] }),
    ]);
    renderWithQueryClient(<OrganizationMembers client={client} organization={acme} />);
    const checkbox = await screen.findByRole("checkbox", { name: /^Select / });
    expect(checkbox, "read in its real order, its controls written out").toHaveAttribute(
      "aria-label",
      "Select \u2068admin⟨U+202E⟩gnp.exe⟨U+202C⟩@evil.example\u2069",
    );
    const [, email, name, id] = screen.getAllByRole("cell");
    if (!email || !name || !id) throw new Error("four cells");
    expectIsolated(email, EMAIL);
    expectIsolated(name, member.name);
    expectIsolated(id, member.user_id);
    expect(obeyedControls(screen.getByRole("table"))).toEqual([]);
  });

  it("asks to remove members from the organization with its name isolated", async () => {
    const { client } = setup([
      jsonResponse(200, { members: [member] }),
      jsonResponse(200, { members: [] }),
    ]);
    const user = userEvent.setup();
    renderWithQueryClient(<OrganizationMembers client={client} organization={acme} />);
    await user.click(await screen.findByRole("checkbox", { name: /^Select / }));
    await user.click(screen.getByRole("button", { name: "Remove selected members" }));
    expectIsolated(screen.getByRole("heading", { name: "Remove 1 member from acme?" }), "acme");
  });

  it("gives focus back to Remove selected members on Cancel, and to the outcome once removed", async () => {
    const { client } = setup([
      jsonResponse(200, { members: [member] }),
      jsonResponse(200, { members: [] }),
      new Response(null, { status: 204 }),
    ]);
    const user = userEvent.setup();
    renderWithQueryClient(<OrganizationMembers client={client} organization={acme} />);
    await user.click(await screen.findByRole("checkbox", { name: /^Select / }));
    const open = screen.getByRole("button", { name: "Remove selected members" });
    await user.click(open);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(screen.getByRole("button", { name: "Remove members" }));
    const outcome = await screen.findByText("1 member removed.");
    expect(outcome).toHaveAttribute("role", "status");
    expect(outcome).toHaveFocus();
  });
});

describe("OrganizationMembers' removal confirmation", () => {
  it("lists the members it removes, up to 10, then counts the rest", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      user_id: `auth0|m${i}`,
      email: `m${i}@acme.example`,
    }));
    const { client } = setup([
      jsonResponse(200, { members: many }),
      jsonResponse(200, { members: [] }),
    ]);
    const user = userEvent.setup();
    renderWithQueryClient(<OrganizationMembers client={client} organization={acme} />);
    for (const { email } of many) {
      await user.click(await screen.findByRole("checkbox", { name: `Select ${email}` }));
    }
    await user.click(screen.getByRole("button", { name: "Remove selected members" }));
    expect(screen.getByRole("heading", { name: "Remove 12 members from acme?" })).toBeVisible();
    const listed = screen.getByRole("list", { name: "Members to remove" });
    expect(
      [...listed.querySelectorAll("li")].map((item) => item.textContent),
      "the first ten by email, then a count of the rest",
    ).toEqual([...many.slice(0, 10).map(({ email }) => email), "and 2 more"]);
  });
});
