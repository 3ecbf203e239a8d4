import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, profileJson, type Reply, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { NewTokenExchangeProfileForm } from "./NewTokenExchangeProfileForm";

const ACTION = { id: "9e4d2a71-0c5b-4e38-b6f2-1a7c3d9e8b24", name: "Exchange partner SAML" };
const deployed = (id: string, name: string) => ({
  id,
  name,
  supported_triggers: [{ id: "custom-token-exchange", version: "v1" }],
  deployed_version: { id: `v-${id}`, number: 1, deployed: true },
});
const actions = (...list: object[]) => jsonResponse(200, { actions: list, per_page: 100 });

function renderForm(replies: Reply[], { blockedBy }: { blockedBy?: string } = {}) {
  const api = setup(replies);
  const onCreated = vi.fn();
  renderWithQueryClient(
    <NewTokenExchangeProfileForm
      client={api.client}
      blockedBy={blockedBy}
      canListActions
      onCreated={onCreated}
    />,
  );
  return { ...api, onCreated, user: userEvent.setup() };
}

async function fillText(user: ReturnType<typeof userEvent.setup>, name: string, stt: string) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), name);
  await user.type(screen.getByRole("textbox", { name: "Subject token type" }), stt);
}

describe("NewTokenExchangeProfileForm", { timeout: 20_000 }, () => {
  it("offers the deployed actions by name and sends the chosen one's id", async () => {
    const { user, fetch, onCreated } = renderForm([
      actions(deployed(ACTION.id, ACTION.name), deployed("other", "Kiosk badges")),
      jsonResponse(201, profileJson(1, { action_id: ACTION.id })),
    ]);
    await fillText(user, "Partner", "urn:acme:partner");
    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.type(screen.getByRole("combobox", { name: "Action" }), "SAML");
    await user.click(await screen.findByRole("option", { name: ACTION.name }));
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveValue(ACTION.id);
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(callOf(fetch, 1).body).toEqual({
      name: "Partner",
      subject_token_type: "urn:acme:partner",
      action_id: ACTION.id,
      type: "custom_authentication",
    });
  });

  it("says so when the tenant has no deployed custom token exchange action", async () => {
    renderForm([actions()]);
    expect(
      await screen.findByText(/no deployed action on the custom token exchange trigger/),
    ).toBeVisible();
  });

  it("puts a reserved subject token type's reason on its field and sends nothing", async () => {
    const { user, fetch } = renderForm([actions()]);
    await fillText(user, "Partner", "urn:ietf:params:oauth:token-type:jwt");
    await user.type(screen.getByRole("combobox", { name: "Action" }), ACTION.id);
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    const field = screen.getByRole("textbox", { name: "Subject token type" });
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(/urn:ietf is reserved/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("puts a taken subject token type (409) on its field and keeps what was typed", async () => {
    const { user } = renderForm([
      actions(),
      jsonResponse(409, {
        statusCode: 409,
        error: "Conflict",
        message: "subject_token_type already exists for tenant",
      }),
    ]);
    await fillText(user, "Partner", "urn:acme:partner");
    await user.type(screen.getByRole("combobox", { name: "Action" }), ACTION.id);
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    const field = screen.getByRole("textbox", { name: "Subject token type" });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already uses this/));
    expect(field).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Partner");
  });

  it("says the 100-profile limit plainly", async () => {
    const { user } = renderForm([
      actions(),
      jsonResponse(403, {
        statusCode: 403,
        error: "Forbidden",
        message: "You reached the limit of entities of this type for this tenant.",
        errorCode: "too_many_entities",
      }),
    ]);
    await fillText(user, "Partner", "urn:acme:partner");
    await user.type(screen.getByRole("combobox", { name: "Action" }), ACTION.id);
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /already holds 100 token exchange profiles.*Delete one/,
    );
  });

  it("puts an unusable action (a 400 on action_id) on the Action field", async () => {
    const { user } = renderForm([
      actions(),
      jsonResponse(400, {
        statusCode: 400,
        error: "Bad Request",
        message: "Payload validation error: 'Action is not deployed' on property action_id.",
        errorCode: "invalid_body",
      }),
    ]);
    await fillText(user, "Partner", "urn:acme:partner");
    await user.type(screen.getByRole("combobox", { name: "Action" }), "draft-action");
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    const field = screen.getByRole("combobox", { name: "Action" });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Action is not deployed/));
  });

  it("sends nothing without the create scope and says which it lacks", async () => {
    const reason =
      "This token can't create token exchange profiles: it needs create:token_exchange_profiles";
    const { user, fetch } = renderForm([actions()], { blockedBy: reason });
    await fillText(user, "Partner", "urn:acme:partner");
    const submit = screen.getByRole("button", { name: "Create profile" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(reason);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
