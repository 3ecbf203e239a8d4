import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Organization } from "../../api/schemas/organization";
import { callOf, jsonResponse, setup } from "../../api/testFetch";
import { readActivity } from "../../session/activityLog";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationSettingsForm } from "./OrganizationSettingsForm";

const wayne: Organization = {
  id: "org_W4yn3Ent3rpr1s3X",
  name: "wayne-enterprises",
  display_name: "Wayne Enterprises",
  metadata: { region: "us-east", tier: "standard" },
  third_party_client_access: "block",
};

function renderForm(responses: Response[], blockedBy?: string) {
  const { client, fetch } = setup(responses);
  const onSaved = vi.fn();
  renderWithQueryClient(
    <OrganizationSettingsForm
      client={client}
      tenantUrl={`test-${Math.random()}`}
      organization={wayne}
      onSaved={onSaved}
      blockedBy={blockedBy}
    />,
  );
  return { fetch, onSaved };
}

describe("the organization's Settings", () => {
  it("is filled with the saved values and sends only the display name and the whole metadata", async () => {
    const saved = {
      ...wayne,
      display_name: "Wayne Industries",
      metadata: { region: "us-east", tier: "gold" },
    };
    const { fetch, onSaved } = renderForm([jsonResponse(200, saved)]);
    const user = userEvent.setup();
    const displayName = screen.getByRole("textbox", { name: "Display name" });
    expect(displayName).toHaveValue("Wayne Enterprises");
    await user.clear(displayName);
    await user.type(displayName, "Wayne Industries");
    const tier = document.querySelector<HTMLInputElement>('input[name="metadata.1.value"]');
    if (!tier) throw new Error("no metadata row 1");
    await user.clear(tier);
    await user.type(tier, "gold");
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "INC-4");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    // The reason goes with the write (Activity, the audit) and is cleared with it.
    expect(readActivity()[0]?.reason).toBe("INC-4");
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveValue("");
    // It names what was saved, and has the focus: Save changes was disabled while saving.
    const news = await screen.findByText(/^Saved the changes to/, { selector: "p" });
    expect(news).toHaveTextContent("Saved the changes to wayne-enterprises.");
    await waitFor(() => expect(news).toHaveFocus());
    expect(callOf(fetch).body).toEqual({
      display_name: "Wayne Industries",
      metadata: { region: "us-east", tier: "gold" },
    });
  });

  it("records the save in Activity under the organization's name, with its id", async () => {
    const { onSaved } = renderForm([jsonResponse(200, { ...wayne, display_name: "Wayne" })]);
    const user = userEvent.setup();
    const displayName = screen.getByRole("textbox", { name: "Display name" });
    await user.clear(displayName);
    await user.type(displayName, "Wayne");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(readActivity()[0]).toMatchObject({
      operation: "Update organization",
      target: "wayne-enterprises (org_W4yn3Ent3rpr1s3X)",
      outcome: "Succeeded",
    });
  });

  it("puts a 409 on the name", async () => {
    const { fetch } = renderForm([
      jsonResponse(409, { statusCode: 409, error: "Conflict", message: "taken" }),
    ]);
    const user = userEvent.setup();
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "acme");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends nothing when nothing changed, and says so", async () => {
    const { fetch } = renderForm([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing has changed");
    expect(fetch).not.toHaveBeenCalled();
  });
  it("shows values saved elsewhere (a restored version) while it has no edits of its own", async () => {
    const { client } = setup([]);
    const props = {
      client,
      tenantUrl: `test-${Math.random()}`,
      onSaved: vi.fn(),
      blockedBy: undefined,
    };
    const { rerender, queryClient } = renderWithQueryClient(
      <OrganizationSettingsForm {...props} organization={wayne} />,
    );
    const displayName = screen.getByRole("textbox", { name: "Display name" });
    rerender(
      <QueryClientProvider client={queryClient}>
        <OrganizationSettingsForm
          {...props}
          organization={{ ...wayne, display_name: "Wayne Co" }}
        />
      </QueryClientProvider>,
    );
    // The same input, not a new form: the values came in without a remount.
    await waitFor(() => expect(displayName).toHaveValue("Wayne Co"));
  });
});
