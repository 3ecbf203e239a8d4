import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, setup, textResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { AddMembersForm } from "./AddMembersForm";

vi.mock("../../session/useScopeProblem", () => ({ useScopeProblem: () => undefined }));

const ORGANIZATION = { id: "org_Ac3mEc0rp9Xw2Lq7", name: "acme" };
const JANE = {
  user_id: "oidc|5f7c8ec7c33c6c004bbafe82",
  email: "jane@acme.example",
  name: "Jane Cooper",
  identities: [{ connection: "corp-oidc", user_id: "5f7c", provider: "oidc", isSocial: false }],
};
const SAM = { user_id: "auth0|sam", email: "sam@acme.example", name: "Sam Lee" };
const organizations = (...ids: string[]) =>
  jsonResponse(200, {
    start: 0,
    limit: 100,
    total: ids.length,
    organizations: ids.map((id) => ({ id, name: id === ORGANIZATION.id ? "acme" : "other" })),
  });
const noSuchUser = jsonResponse(404, {
  statusCode: 404,
  error: "Not Found",
  message: "The user does not exist.",
  errorCode: "inexistent_user",
});

/** The status whose words, as a reader hears them (isolating marks out), match `words`. */
const statusSaying = (words: string | RegExp) =>
  screen.findByText((_, element) => {
    if (element?.getAttribute("role") !== "status") return false;
    const heard = element.textContent?.replace(/[\u2068\u2069]/g, "") ?? "";
    return typeof words === "string" ? heard === words : words.test(heard);
  });

function renderForm(client: ReturnType<typeof setup>["client"], canFind = true) {
  const onAdded = vi.fn();
  renderWithQueryClient(
    <AddMembersForm
      client={client}
      organization={ORGANIZATION}
      blockedBy={undefined}
      findWith={canFind ? client : undefined}
      onAdded={onAdded}
    />,
  );
  return { onAdded, user: userEvent.setup() };
}

describe("AddMembersForm", { timeout: 15_000 }, () => {
  it("looks every line up first: an unknown line is marked and not sent, a member is said as such, only new members are counted", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, SAM),
      organizations("org_0therOrgan1zat10"),
      noSuchUser,
      jsonResponse(200, [JANE]),
      organizations(ORGANIZATION.id),
      textResponse(204, null),
    ]);
    const { onAdded, user } = renderForm(client);
    const field = screen.getByLabelText("User ids");
    await user.type(field, `${SAM.user_id}\nauth0|doesnotexist\nJane Cooper <jane@acme.example>`);
    await user.click(screen.getByRole("button", { name: "Add members" }));

    const outcome = await statusSaying("Added 1 member. jane@acme.example was a member already.");
    expect(outcome).toBeVisible();
    // Add members was disabled while it worked: the outcome it says has the focus.
    expect(outcome).toHaveFocus();
    const add = callOf(fetch, fetch.mock.calls.length - 1);
    expect(add.body).toEqual({ members: [SAM.user_id] });
    expect(onAdded).toHaveBeenCalledWith([SAM]);
    // The unknown line stays in the field, marked, for the person to fix.
    expect(field).toHaveValue("auth0|doesnotexist");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Line 1: no user has this id\./);
  });

  it("sends nothing when every line names no user", async () => {
    const { client, fetch } = setup([noSuchUser]);
    const { onAdded, user } = renderForm(client);
    await user.type(screen.getByLabelText("User ids"), "auth0|doesnotexist");
    await user.click(screen.getByRole("button", { name: "Add members" }));
    expect(await screen.findByText(/1 line not sent/)).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("answers at once whether the user Find user chose is a member, and lists only one who is not", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, [JANE]),
      organizations(ORGANIZATION.id),
      jsonResponse(200, [SAM]),
      organizations(),
    ]);
    const { user } = renderForm(client);
    const find = screen.getByRole("combobox", { name: "Find user" });
    await user.type(find, "jane@acme.example");
    await user.click(await screen.findByRole("option", { name: /jane@acme\.example/ }));
    expect(await statusSaying("jane@acme.example is a member of acme already.")).toBeVisible();
    expect(screen.getByLabelText("User ids")).toHaveValue("");
    // One read of the user's organizations answered it.
    expect(new URL(callOf(fetch, 1).url).pathname).toBe(
      `/api/v2/users/${encodeURIComponent(JANE.user_id)}/organizations`,
    );

    await user.clear(find);
    await user.type(find, "sam@acme.example");
    await user.click(await screen.findByRole("option", { name: /sam@acme\.example/ }));
    expect(
      await statusSaying("sam@acme.example is not a member of acme: added to the list below."),
    ).toBeVisible();
    expect(screen.getByLabelText("User ids")).toHaveValue(SAM.user_id);
  });

  it("without read:users says which scope Find user needs, marks emails and still sends ids", async () => {
    const { client, fetch } = setup([textResponse(204, null)]);
    const { user } = renderForm(client, false);
    expect(screen.getByRole("combobox", { name: "Find user" })).toBeDisabled();
    expect(screen.getByText(/read:users/)).toBeVisible();
    await user.type(screen.getByLabelText("User ids"), "auth0|1\njane@acme.example");
    await user.click(screen.getByRole("button", { name: "Add members" }));
    expect(
      await screen.findByText(/Line 1: an email: finding its user needs read:users/),
    ).toBeVisible();
    expect(callOf(fetch).body).toEqual({ members: ["auth0|1"] });
  });
});
