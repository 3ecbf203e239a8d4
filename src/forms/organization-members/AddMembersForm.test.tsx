import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, setup, textResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { AddMembersForm } from "./AddMembersForm";

const ORGANIZATION = { id: "org_Ac3mEc0rp9Xw2Lq7", name: "acme" };
const JANE = {
  user_id: "oidc|5f7c8ec7c33c6c004bbafe82",
  email: "jane@acme.example",
  name: "Jane Cooper",
  identities: [{ connection: "corp-oidc", user_id: "5f7c", provider: "oidc", isSocial: false }],
};

describe("AddMembersForm", { timeout: 15_000 }, () => {
  it("adds the user Find user chose to the ids, and sends them with the typed ones", async () => {
    // The exact email is read first (users-by-email), then the add itself.
    const { client, fetch } = setup([jsonResponse(200, [JANE]), textResponse(204, null)]);
    const onAdded = vi.fn();
    renderWithQueryClient(
      <AddMembersForm
        client={client}
        organization={ORGANIZATION}
        blockedBy={undefined}
        findWith={client}
        onAdded={onAdded}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("User ids"), "auth0|1");
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "jane@acme.example");
    await user.click(await screen.findByRole("option", { name: /jane@acme\.example/ }));
    expect(screen.getByLabelText("User ids")).toHaveValue(`auth0|1\n${JANE.user_id}`);

    await user.click(screen.getByRole("button", { name: "Add members" }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(["auth0|1", JANE.user_id]));
    const add = callOf(fetch, fetch.mock.calls.length - 1);
    expect(new URL(add.url).pathname).toBe(`/api/v2/organizations/${ORGANIZATION.id}/members`);
    expect(add.body).toEqual({ members: ["auth0|1", JANE.user_id] });
  });

  it("without read:users says which scope Find user needs, and ids still work", () => {
    const { client } = setup([]);
    renderWithQueryClient(
      <AddMembersForm
        client={client}
        organization={ORGANIZATION}
        blockedBy={undefined}
        findWith={undefined}
        onAdded={() => {}}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Find user" })).toBeDisabled();
    expect(screen.getByText(/read:users/)).toBeVisible();
    expect(screen.getByLabelText("User ids")).toBeEnabled();
  });
});
