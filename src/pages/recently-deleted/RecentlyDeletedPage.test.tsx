import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeletedRecord } from "../../api/history/types";
import { jsonResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import RecentlyDeletedPage from "./RecentlyDeletedPage";

vi.mock("../../session/useWriteScope", () => ({
  useWriteScope: (operation: string) =>
    operation === "createOrganization" ? undefined : "Your role, support, cannot create profiles",
}));

const entry = (n: number, type: DeletedRecord["object"]["type"]): DeletedRecord => ({
  entryId: String(n),
  at: "2030-01-02T10:00:00.000Z",
  operator: { sub: "a", email: "admin@console.local", name: "Ada", role: "administrator" },
  reason: n === 1 ? "INC-7" : null,
  object: { type, id: `id_${n}`, name: `name-${n}` },
  settings: {},
});

function answer(...replies: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const reply of replies) fetch.mockResolvedValueOnce(reply);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("Recently deleted", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each deleted object with who deleted it and why, Restore disabled where the role cannot create", async () => {
    answer(
      jsonResponse(200, {
        entries: [entry(1, "organization"), entry(2, "token_exchange_profile")],
        next: null,
      }),
    );
    renderWithQueryClient(<RecentlyDeletedPage />);
    expect(await screen.findByText("All 2 deleted objects loaded")).toHaveRole("status");
    const [, first, second] = screen.getAllByRole("row");
    expect(first).toHaveTextContent(/Organization.*name-1.*id_1.*Ada \(administrator\).*INC-7/);
    expect(second).toHaveTextContent(/Token exchange profile.*name-2.*None given/);
    expect(screen.getByRole("button", { name: "Restore name-1" })).toBeEnabled();
    const blocked = screen.getByRole("button", { name: "Restore name-2" });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription("Your role, support, cannot create profiles");
  });

  it("says when nothing is deleted, and says the server's message when it cannot read", async () => {
    answer(jsonResponse(200, { entries: [], next: null }));
    const { unmount } = renderWithQueryClient(<RecentlyDeletedPage />);
    expect(await screen.findByText(/Nothing was deleted through this console/)).toBeVisible();
    unmount();
    answer(
      jsonResponse(503, {
        statusCode: 503,
        error: "Unavailable",
        message: "The store is unavailable.",
      }),
    );
    renderWithQueryClient(<RecentlyDeletedPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not read the deleted objects: The store is unavailable.",
    );
  });

  it("reads the next page on Load more", async () => {
    const fetch = answer(
      jsonResponse(200, { entries: [entry(1, "organization")], next: "c2" }),
      jsonResponse(200, { entries: [entry(2, "organization")], next: null }),
    );
    renderWithQueryClient(<RecentlyDeletedPage />);
    (await screen.findByRole("button", { name: "Load more" })).click();
    expect(await screen.findByRole("button", { name: "Restore name-2" })).toBeVisible();
    expect(fetch.mock.calls[1]?.[0]).toBe("/__console/deleted?cursor=c2&limit=25");
  });
});
