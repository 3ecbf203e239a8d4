import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, type Reply, setup } from "../../../api/testFetch";
import { renderWithQueryClient } from "../../../test/render";
import { testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { ProfileActions } from "./ProfileActions";

const ALL = [
  "update:token_exchange_profiles",
  "delete:token_exchange_profiles",
  "read:token_exchange_profiles",
];
const profile = testTokenExchangeProfile(3);

function renderActions(replies: Reply[], scopes: readonly string[] = ALL) {
  const api = setup(replies);
  const onSaved = vi.fn();
  const onDeleted = vi.fn();
  renderWithQueryClient(
    <ProfileActions
      client={api.client}
      profile={profile}
      scopes={scopes}
      onSaved={onSaved}
      onDeleted={onDeleted}
    />,
  );
  return { ...api, onSaved, onDeleted, user: userEvent.setup() };
}

describe("ProfileActions", { timeout: 20_000 }, () => {
  it("renames with a PATCH that holds only the name, accepts an empty 200, and says so where the focus goes", async () => {
    const { user, fetch, onSaved } = renderActions([new Response(null, { status: 200 })]);
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Renamed");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // The form that had the focus is gone: the news of the save takes it.
    const news = screen.getByRole("status");
    expect(news).toHaveTextContent("Saved profile Renamed.");
    await waitFor(() => expect(news).toHaveFocus());
    expect(callOf(fetch).init.method).toBe("PATCH");
    expect(callOf(fetch).body).toEqual({ name: "Renamed" });
  });

  it("deletes only once Delete is pressed in the confirm panel", async () => {
    const { user, fetch, onDeleted } = renderActions([new Response(null, { status: 204 })]);
    await user.click(screen.getByRole("button", { name: "Delete profile" }));
    const panel = screen.getByRole("region", { name: `Delete profile ${profile.name}?` });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith(`Deleted profile \u2068${profile.name}\u2069.`),
    );
    expect(callOf(fetch).init.method).toBe("DELETE");
  });

  it("Cancel in the confirm panel sends nothing", async () => {
    const { user, fetch } = renderActions([]);
    await user.click(screen.getByRole("button", { name: "Delete profile" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Delete profile" })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says which scope each write lacks and does not offer it", () => {
    renderActions([], ["read:token_exchange_profiles"]);
    const edit = screen.getByRole("button", { name: "Edit profile" });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/it needs update:token_exchange_profiles/);
    expect(screen.getByRole("button", { name: "Delete profile" })).toHaveAccessibleDescription(
      /it needs delete:token_exchange_profiles/,
    );
  });

  it("keeps a refused delete in the panel, the profile still open", async () => {
    const { user, onDeleted } = renderActions([
      jsonResponse(403, { statusCode: 403, error: "Forbidden", message: "Insufficient scope" }),
    ]);
    await user.click(screen.getByRole("button", { name: "Delete profile" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toBeVisible();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
