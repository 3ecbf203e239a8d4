import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BASE_URL, callOf, hang, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationForm } from "./OrganizationForm";
import { CONNECTION_A } from "./testValues";

const CONNECTIONS = [
  { id: CONNECTION_A, name: "corp-oidc", display_name: "Corporate sign-in", strategy: "oidc" },
  { id: "con_Sm1p3Rt8Vw6Yb2Nc", name: "corp", strategy: "samlp" },
  { id: "con_Pt9nR5sK3dW7qL2x", name: "partners", strategy: "samlp" },
];

function start(canListConnections: boolean, ...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  renderWithQueryClient(
    <OrganizationForm
      client={client}
      tenantUrl={BASE_URL}
      onCreated={vi.fn()}
      canListConnections={canListConnections}
    />,
  );
  return { fetch, user: userEvent.setup({ delay: null }) };
}

// Typing in jsdom is slow on a busy two-core machine; no test measures time.
describe("the connection field", { timeout: 20_000 }, () => {
  it("offers connections by part of their name and fills in the chosen one's id", async () => {
    const { user, fetch } = start(true, jsonResponse(200, { connections: CONNECTIONS }));
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    const field = screen.getByRole("combobox", { name: "Connection" });
    await user.type(field, "oidc");

    const option = await screen.findByRole("option", { name: "corp-oidc oidc" });
    expect(screen.queryByRole("option", { name: /partners/ })).not.toBeInTheDocument();
    expect(await screen.findByText("1 connection found among all 3 connections.")).toBeVisible();
    // One request for the pause after typing, not one per key.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(callOf(fetch).url).searchParams.get("name")).toBeNull();

    await user.click(option);
    expect(field).toHaveValue(CONNECTION_A);
    expect(field).toHaveAccessibleDescription(/Chosen: corp-oidc \(oidc\)/);
  });

  it("shows a connection's name and strategy from the tenant isolated, as option and as hint", async () => {
    const spoofed = { id: CONNECTION_A, name: SPOOF, strategy: SPOOF };
    const { user } = start(true, jsonResponse(200, { connections: [spoofed] }));
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    const field = screen.getByRole("combobox", { name: "Connection" });
    await user.type(field, "gnp");
    const option = await screen.findByRole("option", { name: /gnp/ });
    expect(option.querySelectorAll("bdi:not(.bidi-control)"), "name and strategy").toHaveLength(2);
    expectIsolated(option);
    await user.click(option);
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    if (!hint) throw new Error("no hint");
    expect(hint).toHaveTextContent(`Chosen: ${SPOOF} (${SPOOF})`);
    expectIsolated(hint);
  });

  it("takes a typed id, and drops the search it superseded", async () => {
    const { user, fetch } = start(true, hang);
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    const field = screen.getByRole("combobox", { name: "Connection" });
    await user.type(field, CONNECTION_A);
    // The list opened on the first key and started reading; the id typed makes it moot.
    await waitFor(() => expect(callOf(fetch).init.signal?.aborted).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue(CONNECTION_A);
    expect(screen.queryByText(/Searching connections/)).not.toBeInTheDocument();
  });

  it("takes a pasted id without a search or a status that would come and go under the field", async () => {
    const { user, fetch } = start(true, hang);
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    const field = screen.getByRole("combobox", { name: "Connection" });
    const row = within(screen.getByRole("group", { name: "Connection 1" }));
    field.focus();
    await user.paste(CONNECTION_A);
    expect(field).toHaveValue(CONNECTION_A);
    // A status shown until the debounce ends would move Add connection under the pointer.
    expect(row.queryByRole("status")).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(row.queryByRole("status")).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says what it would offer without read:connections, and takes the id", async () => {
    const { user, fetch } = start(false);
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: "Connection" });
    expect(field).toHaveAccessibleDescription(
      /With read:connections this field would offer the tenant's connections by name/,
    );
    await user.type(field, CONNECTION_A);
    expect(field).toHaveValue(CONNECTION_A);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when no connection matches", async () => {
    const { user } = start(true, jsonResponse(200, { connections: CONNECTIONS }));
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    await user.type(screen.getByRole("combobox", { name: "Connection" }), "nowhere");
    expect(
      await screen.findByText('No connection name contains "nowhere" among all 3 connections.'),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
