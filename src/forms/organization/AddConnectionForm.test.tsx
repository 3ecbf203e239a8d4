import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { AddConnectionForm } from "./AddConnectionForm";
import { CONNECTION_A, CONNECTION_B } from "./testValues";

const acme = { id: "org_abcdefghijklmnop", name: "acme" };
const CONNECTIONS = [
  { id: CONNECTION_A, name: "corp-oidc", strategy: "oidc" },
  { id: CONNECTION_B, name: "corp", strategy: "samlp" },
];

function start(canSearch: boolean) {
  const { client, fetch } = setup([jsonResponse(200, { connections: CONNECTIONS })]);
  const onAdded = vi.fn();
  renderWithQueryClient(
    <AddConnectionForm
      client={client}
      organization={acme}
      searchWith={canSearch ? client : undefined}
      enabled={new Map([[CONNECTION_A, "corp-oidc"]])}
      blockedBy={undefined}
      onAdded={onAdded}
    />,
  );
  return { fetch, onAdded, user: userEvent.setup({ delay: null }) };
}

// Typing in jsdom is slow on a busy two-core machine; no test measures time.
describe("Add connection", { timeout: 20_000 }, () => {
  it("leaves the focus in the emptied Connection field for the next one", async () => {
    const { client } = setup([
      jsonResponse(201, {
        connection_id: CONNECTION_B,
        connection: { name: "corp", strategy: "samlp" },
      }),
    ]);
    const onAdded = vi.fn();
    renderWithQueryClient(
      <AddConnectionForm
        client={client}
        organization={acme}
        searchWith={undefined}
        enabled={new Map()}
        blockedBy={undefined}
        onAdded={onAdded}
      />,
    );
    const user = userEvent.setup({ delay: null });
    const field = screen.getByRole("textbox", { name: "Connection" });
    await user.type(field, CONNECTION_B);
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(field).toHaveValue("");
    await waitFor(() => expect(field).toHaveFocus());
  });
});

describe("Add connection, for a connection the organization has enabled already", {
  timeout: 20_000,
}, () => {
  it("offers it marked already enabled, and choosing it fills nothing in", async () => {
    const { user, fetch } = start(true);
    const field = screen.getByRole("combobox", { name: "Connection" });
    await user.type(field, "corp");
    const enabled = await screen.findByRole("option", { name: "corp-oidc oidc already enabled" });
    expect(enabled).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("option", { name: "corp samlp" })).not.toHaveAttribute("aria-disabled");
    // Ariakit makes it untouchable (pointer-events: none); a click there chooses nothing.
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(enabled);
    expect(field).toHaveValue("corp");
    // Only the search was sent.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("refuses its typed id on the field, and sends nothing", async () => {
    const { user, fetch, onAdded } = start(false);
    const field = screen.getByRole("textbox", { name: "Connection" });
    await user.type(field, CONNECTION_A);
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      /corp-oidc is already enabled for this organization\./,
    );
    await waitFor(() => expect(field).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
