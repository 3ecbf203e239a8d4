import { configure, screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserAttributeProfile } from "../../api/schemas/userAttributeProfile";
import { BASE_URL, callOf, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { workforceProfile } from "./testUserAttributeProfiles";
import { UserAttributeProfileForm } from "./UserAttributeProfileForm";

const ID = "uap_1csDj3szFKM6gvVNJbQqYh";
const UNKNOWN_ID = `uap_${"0".repeat(22)}`;

// Role queries skip jsdom's slow per-element style check: what must be visible is asserted so.
configure({ defaultHidden: true });

function tenantProfile(): UserAttributeProfile {
  const known = workforceProfile();
  return {
    id: ID,
    name: known.name ?? "",
    user_id: known.user_id ?? {},
    user_attributes: known.user_attributes ?? {},
  };
}

function renderForm(replies: Reply[], canRead = true) {
  const { client, fetch } = setup(replies);
  renderWithQueryClient(
    <UserAttributeProfileForm client={client} tenantUrl={BASE_URL} canRead={canRead} />,
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetch, user };
}

const field = (name: string) => {
  const element = document.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no input named ${name}`);
  return element;
};
/** One input event, as a paste does: typing the 26 characters costs seconds on a loaded machine. */
async function paste(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
const startingPoint = () => screen.getByText(/^Starting point/).closest("p");

afterEach(() => vi.restoreAllMocks());

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("Open profile", { timeout: 20_000 }, () => {
  it("reads the profile, fills the form from it, and a save sends only the change", async () => {
    const profile = tenantProfile();
    const { fetch, user } = renderForm([
      jsonResponse(200, profile),
      jsonResponse(200, { ...profile, name: "Workforce (EU)" }),
    ]);
    await paste(user, screen.getByLabelText("Profile id"), ID);
    await user.click(screen.getByRole("button", { name: "Open profile" }));

    const heading = await screen.findByRole("heading", { name: "Profile" });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const read = callOf(fetch, 0);
    expect(read.init.method).toBe("GET");
    expect(new URL(read.url).pathname).toBe(`/api/v2/user-attribute-profiles/${ID}`);
    expect(startingPoint()).toHaveTextContent(`Starting point for ${ID}: read from the tenant at`);
    expect(field("name")).toHaveValue(profile.name);
    const [name, attribute] = Object.entries(profile.user_attributes)[0] ?? [];
    // The overview shows the attribute's label; its inputs exist once it is opened.
    const edit = screen.getByRole("button", { name: `Edit attribute ${name}` });
    expect(edit.closest("li")).toHaveTextContent(attribute?.label ?? "");
    await user.click(edit);
    expect(field("user_attributes.0.label")).toHaveValue(attribute?.label);
    const save = screen.getByRole("button", { name: "Save changes" });
    expect(save, "nothing differs from what was read").toBeDisabled();

    await user.clear(field("name"));
    await user.paste("Workforce (EU)");
    await user.click(save);
    await screen.findByText(/^Saved uap_/);
    expect(callOf(fetch, 1).body).toEqual({ name: "Workforce (EU)" });
  });

  it("lists an attribute named and labelled by the tenant isolated, its direction controls shown", async () => {
    const profile = tenantProfile();
    const attribute = Object.values(profile.user_attributes)[0];
    const spoofed = { ...profile, user_attributes: { [SPOOF]: { ...attribute, label: SPOOF } } };
    const { user } = renderForm([jsonResponse(200, spoofed)]);
    await paste(user, screen.getByLabelText("Profile id"), ID);
    await user.click(screen.getByRole("button", { name: "Open profile" }));
    const edit = await screen.findByRole("button", { name: `Edit attribute ${SPOOF}` });
    const line = edit.closest("li");
    if (!line) throw new Error("no attribute line");
    expect(line.querySelectorAll("bdi:not(.bidi-control)"), "name and label").toHaveLength(2);
    expectIsolated(line);
    await user.click(edit);
    const legend = line.querySelector("legend");
    if (!legend) throw new Error("no legend for the open attribute");
    expectIsolated(legend);
  });

  it("says at the Profile id that the tenant has no such profile, and keeps what was typed", async () => {
    const { fetch, user } = renderForm([
      jsonResponse(404, {
        statusCode: 404,
        error: "Not Found",
        message: "The user attribute profile does not exist.",
        errorCode: "inexistent_user_attribute_profile",
      }),
    ]);
    await paste(user, field("name"), "Kept name");
    await user.click(screen.getByLabelText("Profile JSON"));
    await user.paste('{"name": "kept json"}');
    const idInput = screen.getByLabelText("Profile id");
    await paste(user, idInput, UNKNOWN_ID);
    // Unsaved changes are confirmed before anything is read.
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Open profile" }));

    await vi.waitFor(() => expect(idInput).toHaveFocus());
    expect(confirm).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
    expect(idInput).toHaveAttribute("aria-invalid", "true");
    expect(idInput).toHaveAccessibleDescription(
      /The tenant has no user attribute profile with this id/,
    );
    expect(field("name")).toHaveValue("Kept name");
    expect(screen.getByLabelText("Profile JSON")).toHaveValue('{"name": "kept json"}');
    expect(startingPoint()).toHaveTextContent("nothing is known");
  });

  it("keeps the form when the changes are not to be replaced: nothing is read", async () => {
    const { fetch, user } = renderForm([]);
    await paste(user, field("name"), "Kept name");
    await paste(user, screen.getByLabelText("Profile id"), ID);
    vi.spyOn(window, "confirm").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Open profile" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(field("name")).toHaveValue("Kept name");
  });

  it("says why a read failed otherwise, and changes nothing", async () => {
    const { user } = renderForm([
      jsonResponse(403, {
        statusCode: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: read:user_attribute_profiles",
        errorCode: "insufficient_scope",
      }),
    ]);
    await paste(user, screen.getByLabelText("Profile id"), ID);
    await user.click(screen.getByRole("button", { name: "Open profile" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Could not open ${ID}.`);
    expect(alert).toHaveTextContent("read:user_attribute_profiles");
    expect(alert).toHaveTextContent("Nothing in the form changed.");
    expect(startingPoint()).toHaveTextContent("nothing is known");
  });

  it("says when a read waiting out the rate limit reads again, then opens the profile", async () => {
    const { user } = renderForm([
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "1" }),
      jsonResponse(200, tenantProfile()),
    ]);
    await paste(user, screen.getByLabelText("Profile id"), ID);
    await user.click(screen.getByRole("button", { name: "Open profile" }));
    expect(
      await screen.findByText(/The tenant is limiting requests; reading again in/),
    ).toBeVisible();
    await vi.waitFor(
      () =>
        expect(startingPoint()).toHaveTextContent(`Starting point for ${ID}: read from the tenant`),
      { timeout: 5_000 },
    );
    expect(screen.queryByText(/reading again in/)).toBeNull();
  });

  it("is not offered when the token may not read profiles", () => {
    renderForm([], false);
    expect(screen.queryByRole("button", { name: "Open profile" })).toBeNull();
    expect(screen.getByLabelText("Profile JSON")).toBeInTheDocument();
  });
});
