import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, type Reply, setup } from "../../../api/testFetch";
import { obeyedControls, SPOOF } from "../../../test/bidi";
import { renderWithQueryClient } from "../../../test/render";
import { NewUserAttributeProfileForm } from "./NewUserAttributeProfileForm";

const email = {
  description: "Email",
  label: "Email",
  profile_required: true,
  native_mapping: "email",
};
const phone = {
  description: "Phone",
  label: "Phone",
  profile_required: false,
  native_mapping: "phone",
};
const template = {
  id: "workforce-directory",
  display_name: "Workforce directory",
  template: { name: "Workforce", user_attributes: { email, phone } },
};
const templates = () => jsonResponse(200, { user_attribute_profile_templates: [template] });
const ID = `uap_${"a".repeat(22)}`;

function renderForm(replies: Reply[], blockedBy?: string) {
  const api = setup(replies);
  const onCreated = vi.fn();
  renderWithQueryClient(
    <NewUserAttributeProfileForm
      client={api.client}
      blockedBy={blockedBy}
      templatesBlockedBy={undefined}
      onCreated={onCreated}
    />,
  );
  return { ...api, onCreated, user: userEvent.setup() };
}

describe("NewUserAttributeProfileForm", { timeout: 20_000 }, () => {
  it("starts from a template, marks what changed, and sends the template with the edits", async () => {
    const created = {
      id: ID,
      name: "Staff",
      user_id: { oidc_mapping: "sub" },
      user_attributes: { email },
    };
    const { user, fetch, onCreated } = renderForm([templates(), jsonResponse(201, created)]);
    const select = screen.getByRole("combobox", { name: "Template" });
    await screen.findByRole("option", { name: "Workforce directory" });
    await user.selectOptions(select, "Workforce directory");
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Workforce");
    await user.clear(name);
    await user.type(name, "Staff");
    await user.click(screen.getByRole("button", { name: "Edit attribute phone" }));
    await user.click(screen.getByRole("button", { name: "Remove attribute phone" }));
    expect(screen.getByText("Removed:").closest("p")).toHaveTextContent("phone");
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(callOf(fetch, 1).body).toEqual({ name: "Staff", user_attributes: { email } });
  });

  it("names a template and an attribute with a right-to-left override in their real order", async () => {
    const spoofed = {
      id: "spoofed",
      display_name: SPOOF,
      template: { name: "Spoofed", user_attributes: { [SPOOF]: email } },
    };
    const { user } = renderForm([
      jsonResponse(200, { user_attribute_profile_templates: [spoofed] }),
    ]);
    const written = "\u2068x⟨U+202E⟩gnp.exe\u2069";
    const option = await screen.findByRole("option", { name: written });
    const select = screen.getByRole("combobox", { name: "Template" });
    expect(obeyedControls(select), "the option reads x⟨U+202E⟩gnp.exe").toEqual([]);
    await user.selectOptions(select, option);
    const edit = screen.getByRole("button", { name: `Edit attribute ${written}` });
    expect(obeyedControls(edit)).toEqual([]);
    await user.click(edit);
    const close = screen.getByRole("button", { name: `Close attribute ${written}` });
    const remove = screen.getByRole("button", { name: `Remove attribute ${written}` });
    expect(obeyedControls(close)).toEqual([]);
    expect(obeyedControls(remove)).toEqual([]);
  });

  it("asks in the confirm panel before a template replaces what was typed", async () => {
    const { user } = renderForm([templates()]);
    await screen.findByRole("option", { name: "Workforce directory" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Mine");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Template" }),
      "Workforce directory",
    );
    const question = screen.getByRole("region", { name: /Replace what you have entered/ });
    await user.click(within(question).getByRole("button", { name: "Keep my entries" }));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Mine");
  });

  it("refuses a profile without attributes and sends nothing", async () => {
    const { user, fetch } = renderForm([templates()]);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Empty");
    await user.click(screen.getByRole("button", { name: "Create profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/user_attributes/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends nothing without the create scope and says which it lacks", async () => {
    const reason =
      "This token can't create user attribute profiles: it needs create:user_attribute_profiles";
    renderForm([templates()], reason);
    const submit = screen.getByRole("button", { name: "Create profile" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(reason);
  });
});
