import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, type Reply, setup } from "../../api/testFetch";
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

function renderRow(connection = partners, reply: Reply = new Response(null, { status: 204 })) {
  const { client, fetch } = setup([reply]);
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
  it("asks before removing a connection, and Cancel sends nothing and gives focus back", async () => {
    const { fetch, user } = renderRow();
    const remove = screen.getByRole("button", { name: "Remove partners" });
    await user.click(remove);
    const panel = screen.getByRole("region", { name: "Remove partners from acme?" });
    expect(panel).toHaveTextContent("adding it again starts from the defaults");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: /Remove partners/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // Disabled while the panel was open, the button that opened it has the focus again.
    expect(remove).toHaveFocus();
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

describe("ConnectionRow's options", () => {
  it("says what a ticked option now does, beside the row", async () => {
    const answer = { connection_id: partners.connection_id, is_signup_enabled: true };
    const { fetch, user } = renderRow(partners, jsonResponse(200, answer));
    const row = within(screen.getByRole("listitem", { name: "partners" }));
    await user.click(row.getByRole("checkbox", { name: "Signup enabled" }));
    await waitFor(() =>
      expect(row.getByRole("status")).toHaveTextContent("Signup enabled for partners."),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ is_signup_enabled: true });
  });

  it("says a refused change in an alert, and puts the box back", async () => {
    const refused = jsonResponse(403, { statusCode: 403, error: "Forbidden", message: "Nope" });
    const { user } = renderRow(partners, refused);
    const row = within(screen.getByRole("listitem", { name: "partners" }));
    await user.click(row.getByRole("checkbox", { name: "Show as button" }));
    expect(await row.findByRole("alert")).toHaveTextContent("Nope");
    expect(row.getByRole("checkbox", { name: "Show as button" })).toBeChecked();
    expect(row.getByRole("status")).toBeEmptyDOMElement();
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
