import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/queryClient";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { consoleToken } from "../../test/tokens";
import OrganizationsPage from "./OrganizationsPage";

const ACME = { id: "org_abcdefghijklmnop", name: "acme" };

/** The tenant: acme can be read and deleted; any other request never answers. */
function tenant(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = new URL(String(input)).pathname;
  if (path === `/api/v2/organizations/${ACME.id}`) {
    if (init.method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(Response.json(ACME));
  }
  return new Promise(() => {});
}

function renderPage() {
  const store = createSessionStore();
  const scope = "read:organizations delete:organizations";
  store.connect({
    tenantUrl: "http://127.0.0.1:4010",
    token: consoleToken({ scope }),
    keepForTab: false,
  });
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <OrganizationsPage />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

async function deleteAcme() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete organization…" }));
  await user.type(screen.getByLabelText("Organization name to confirm"), ACME.name);
  await user.click(screen.getByRole("button", { name: "Delete organization" }));
  await screen.findByRole("heading", { level: 1, name: "Organizations" });
}

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(tenant));
  window.location.hash = `#/organizations/${ACME.id}`;
});
afterEach(() => {
  window.location.hash = "";
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("OrganizationsPage", () => {
  it("lands on the list after a delete, which names the organization deleted", async () => {
    renderPage();
    await deleteAcme();
    const news = await screen.findByText("Organization acme was deleted.");
    expect(news).toHaveAttribute("role", "status");
    expect(news).toHaveClass("banner", "success");
  });

  it("forgets it once another organization is opened", async () => {
    renderPage();
    await deleteAcme();
    await screen.findByText("Organization acme was deleted.");
    await act(async () => {
      window.location.hash = "#/organizations/org_bbbbbbbbbbbbbbbb";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await act(async () => {
      window.location.hash = "#/organizations";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await screen.findByRole("heading", { level: 1, name: "Organizations" });
    await waitFor(() => expect(screen.queryByText(/was deleted/)).toBeNull());
  });
});
