import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setup } from "../../api/testFetch";
import { expectIsolated, obeyedControls, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { ConnectionRow } from "./ConnectionRow";

const acme = { id: "org_abcdefghijklmnop", name: "acme" };
const partners = {
  connection_id: "con_abcdefghijklmnop",
  assign_membership_on_login: false,
  show_as_button: true,
  connection: { name: "partners", strategy: "samlp" },
};

function renderRow(connection = partners) {
  const { client, fetch } = setup([new Response(null, { status: 204 })]);
  const onRemoved = vi.fn();
  renderWithQueryClient(
    <ul>
      <ConnectionRow
        client={client}
        organization={acme}
        connection={connection}
        cannotUpdate={undefined}
        cannotRemove={undefined}
        onChanged={() => {}}
        onRemoved={onRemoved}
      />
    </ul>,
  );
  return { fetch, onRemoved, user: userEvent.setup() };
}

describe("ConnectionRow", () => {
  it("asks before removing a connection, and Cancel sends nothing", async () => {
    const { fetch, user } = renderRow();
    await user.click(screen.getByRole("button", { name: "Remove partners" }));
    const panel = screen.getByRole("region", { name: "Remove partners from acme?" });
    expect(panel).toHaveTextContent("adding it again starts from the defaults");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: /Remove partners/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("removes it once confirmed", async () => {
    const { fetch, onRemoved, user } = renderRow();
    await user.click(screen.getByRole("button", { name: "Remove partners" }));
    await user.click(screen.getByRole("button", { name: "Remove connection" }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
  });
});

describe("ConnectionRow with a connection named with a right-to-left override", () => {
  it("shows the name isolated in the row's name, heading, options, Remove button and question", async () => {
    const { user } = renderRow({ ...partners, connection: { name: SPOOF, strategy: "samlp" } });
    const row = screen.getByRole("listitem", { name: SPOOF });
    expectIsolated(screen.getByRole("heading", { level: 3 }));
    const options = screen.getByRole("group", { name: `Options of ${SPOOF}` });
    expectIsolated(options.firstElementChild ?? options);
    const remove = screen.getByRole("button", { name: `Remove ${SPOOF}` });
    expectIsolated(remove);
    await user.click(remove);
    const question = screen.getByRole("heading", { name: `Remove ${SPOOF} from acme?` });
    expectIsolated(question);
    expect(obeyedControls(row)).toEqual([]);
  });
});
