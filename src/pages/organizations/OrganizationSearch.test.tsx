import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/queryClient";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { consoleToken } from "../../test/tokens";
import OrganizationsPage from "./OrganizationsPage";

const PAGES = 5;
/** Organization n of the tenant's PAGES pages of 100; only the last page holds "travel-499". */
const org = (n: number) => ({
  id: `org_${String(n).padStart(16, "0")}`,
  name: n === 499 ? "relecloud-travel-499" : `contoso-${n}`,
});

interface Tenant {
  /** The listing's requests, by cursor ("" for the first page). */
  listed: string[];
  /** Holds the listing's page `from` until released; every other page answers at once. */
  holdPage: string | undefined;
  release: () => void;
}

function fakeTenant(): Tenant {
  const tenant: Tenant = { listed: [], holdPage: undefined, release: () => {} };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.pathname.startsWith("/api/v2/organizations/")) {
      return Response.json(
        { statusCode: 404, error: "Not Found", message: "No organization" },
        {
          status: 404,
        },
      );
    }
    const from = url.searchParams.get("from") ?? "";
    tenant.listed.push(from);
    const n = from === "" ? 0 : Number(from);
    if (from === tenant.holdPage) {
      await new Promise<void>((resolve, reject) => {
        tenant.release = resolve;
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    const organizations = Array.from({ length: 100 }, (_, i) => org(n * 100 + i));
    return Response.json(
      n + 1 < PAGES ? { organizations, next: String(n + 1) } : { organizations },
    );
  });
  vi.stubGlobal("fetch", fetch);
  return tenant;
}

function renderList() {
  const store = createSessionStore();
  store.connect({
    tenantUrl: "http://127.0.0.1:4010",
    token: consoleToken({ scope: "read:organizations" }),
    keepForTab: false,
  });
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <OrganizationsPage />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

/** The list's status as a reader hears it, isolating marks taken out. */
const status = () =>
  screen
    .getAllByRole("status")
    .map((element) => element.textContent?.replace(/[\u2068\u2069]/g, "") ?? "")
    .join(" | ");

beforeEach(() => {
  window.location.hash = "#/organizations";
});
afterEach(() => {
  window.location.hash = "";
  vi.unstubAllGlobals();
});

describe("Filter organizations", () => {
  it("finds a name held only near the listing's end, never saying no match on the way", async () => {
    const tenant = fakeTenant();
    tenant.holdPage = "3";
    const user = renderList();
    await user.type(await screen.findByLabelText("Filter organizations"), "travel-499");
    await waitFor(() =>
      expect(status()).toContain("Searched 300 organizations so far: none found yet."),
    );
    expect(status()).not.toMatch(/No organization matches/);
    expect(screen.getByRole("button", { name: "Stop" })).toBeEnabled();

    tenant.release();
    await waitFor(() => expect(status()).toContain("1 found among all 500 organizations."));
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  });

  it("Stop ends the search and says none was found among what was read, not that none exists", async () => {
    const tenant = fakeTenant();
    tenant.holdPage = "2";
    const user = renderList();
    await user.type(await screen.findByLabelText("Filter organizations"), "travel");
    await user.click(await screen.findByRole("button", { name: "Stop" }));
    await waitFor(() =>
      expect(status()).toContain("None among the first 200 organizations: the search was stopped."),
    );
    expect(status()).not.toMatch(/No organization matches/);

    // Focus stays where Stop was, on the button that goes on from there.
    const searchOn = screen.getByRole("button", { name: "Search on" });
    expect(searchOn).toHaveFocus();
    tenant.holdPage = undefined;
    await user.click(searchOn);
    await waitFor(() => expect(status()).toContain("1 found among all 500 organizations."));
    // It went on from the page it was stopped on, not from the first again.
    expect(tenant.listed.filter((from) => from === "1")).toHaveLength(1);
  });

  it("answers the next search at once from what was read, without reading the tenant again", async () => {
    const tenant = fakeTenant();
    const user = renderList();
    const filter = await screen.findByLabelText("Filter organizations");
    await user.type(filter, "contoso-1");
    await waitFor(() => expect(status()).toContain("111 found among all 500 organizations."));
    const listedBefore = tenant.listed.length;

    await user.clear(filter);
    await user.type(filter, "zzz");
    await waitFor(() =>
      expect(status()).toContain(
        "No organization matches “zzz”: all 500 organizations were searched.",
      ),
    );
    expect(tenant.listed).toHaveLength(listedBefore);
  });
});
