import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { workforceProfile } from "../../forms/user-attribute-profile/testUserAttributeProfiles";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { UserAttributeProfileLinks } from "./UserAttributeProfileLinks";

function profile(n: number) {
  return {
    id: `uap_${String(n).padStart(22, "0")}`,
    name: `Profile ${n}`,
    user_id: {},
    user_attributes: workforceProfile().user_attributes,
  };
}

function renderList(replies: Reply[]) {
  const { client, fetch } = setup(replies);
  const onOpen = vi.fn<(id: string) => void>();
  renderWithQueryClient(<UserAttributeProfileLinks client={client} onOpen={onOpen} />);
  return { fetch, onOpen, user: userEvent.setup() };
}

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("UserAttributeProfileLinks", { timeout: 20_000 }, () => {
  it("lists the profiles a page at a time, following the cursor, as links named by name", async () => {
    const { fetch, user } = renderList([
      jsonResponse(200, { user_attribute_profiles: [profile(1), profile(2)], next: "cursor-2" }),
      jsonResponse(200, { user_attribute_profiles: [profile(3)] }),
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading profiles…");
    expect(await screen.findByText("Loaded 2 profiles")).toHaveRole("status");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Profile 1",
      "Profile 2",
    ]);
    expect(new URL(callOf(fetch, 0).url).searchParams.get("take")).toBe("5");

    await user.click(screen.getByRole("button", { name: "Load more profiles" }));
    expect(await screen.findByText("All 3 profiles loaded")).toBeInTheDocument();
    expect(new URL(callOf(fetch, 1).url).searchParams.get("from")).toBe("cursor-2");
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more profiles" })).toBeNull();
  });

  it("opens the chosen profile by its id, and says its id beside its name", async () => {
    const { onOpen, user } = renderList([
      jsonResponse(200, { user_attribute_profiles: [profile(1), profile(2)] }),
    ]);
    const link = await screen.findByRole("link", { name: "Profile 2" });
    expect(link).toHaveAccessibleDescription(profile(2).id);
    await user.click(link);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(profile(2).id);
  });

  it("shows a profile name from the tenant isolated, its direction controls shown", async () => {
    renderList([jsonResponse(200, { user_attribute_profiles: [{ ...profile(1), name: SPOOF }] })]);
    expectIsolated(await screen.findByRole("link", { name: /gnp/ }));
  });

  it("says why the list failed and starts it again on request", async () => {
    const { user } = renderList([
      jsonResponse(403, {
        statusCode: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: read:user_attribute_profiles",
        errorCode: "insufficient_scope",
      }),
      jsonResponse(200, { user_attribute_profiles: [profile(1)] }),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not list the profiles.");
    expect(alert).toHaveTextContent("read:user_attribute_profiles");
    await user.click(screen.getByRole("button", { name: "Start the list again" }));
    expect(await screen.findByRole("link", { name: "Profile 1" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("All 1 profiles loaded");
  });

  it("counts down a rate-limit wait in its status, then lists", async () => {
    vi.useFakeTimers();
    try {
      renderList([
        jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "3" }),
        jsonResponse(200, { user_attribute_profiles: [profile(1)] }),
      ]);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const status = screen.getByRole("status");
      expect(status).toHaveTextContent(/^The tenant is limiting requests; loading again in 3 s\.$/);
      expect(status.closest("section")).toHaveAttribute("aria-busy", "true");
      // A second at a time: each tick of the countdown renders before the next is scheduled.
      for (const left of ["2 s", "1 s"]) {
        await act(() => vi.advanceTimersByTimeAsync(1_000));
        expect(status).toHaveTextContent(`loading again in ${left}.`);
      }
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(status).toHaveTextContent("All 1 profiles loaded");
      expect(screen.getByRole("link", { name: "Profile 1" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
