import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/queryClient";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { expectIsolated, obeyedControls, SPOOF } from "../../test/bidi";
import { consoleToken } from "../../test/tokens";
import OrganizationsPage from "./OrganizationsPage";

const ACME = { id: "org_abcdefghijklmnop", name: "acme" };
/** Its display name reads `xexe.png` wherever its right-to-left override is obeyed. */
const SPOOFED = { id: "org_spoofspoofspoof1", name: "spoofed", display_name: SPOOF };
/** A name the contract refuses, which the error then quotes. */
const BROKEN = { id: "org_brokenbrokenbrok", name: SPOOF };

/** The tenant: acme and the spoofed one can be read and deleted; the list holds the spoofed one. */
function tenant(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = new URL(String(input)).pathname;
  const organization = [ACME, SPOOFED, BROKEN].find(
    ({ id }) => path === `/api/v2/organizations/${id}`,
  );
  if (organization) {
    if (init.method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(Response.json(organization));
  }
  if (path === "/api/v2/organizations") {
    return Promise.resolve(Response.json({ organizations: [SPOOFED] }));
  }
  return new Promise(() => {});
}

/** The live region that says `text`, whatever isolates the names in it. */
function statusSaying(text: string) {
  return screen.findByText(
    (_, element) => element?.getAttribute("role") === "status" && element.textContent === text,
  );
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

async function deleteOrganization(name = ACME.name) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete organization…" }));
  // Typed as one paste: user.type would read the braces of a name as keys.
  await user.click(screen.getByLabelText("Organization name to confirm"));
  await user.paste(name);
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
    await deleteOrganization();
    const news = await statusSaying("Organization acme was deleted.");
    expect(news).toHaveClass("banner", "success");
    // The page deleted took the focus with it: the news of the delete has it.
    await waitFor(() => expect(news).toHaveFocus());
  });

  it("gives the organization's heading the focus once it shows", async () => {
    renderPage();
    const heading = await screen.findByRole("heading", { level: 1, name: "acme" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("shows a display name with a right-to-left override isolated in the page's heading, and the deleted name isolated in the banner", async () => {
    window.location.hash = `#/organizations/${SPOOFED.id}`;
    renderPage();
    expectIsolated(await screen.findByRole("heading", { level: 1, name: SPOOF }));
    await deleteOrganization(SPOOFED.name);
    expectIsolated(await statusSaying("Organization spoofed was deleted."), "spoofed");
  });

  it("quotes an answer that broke the contract with its direction controls shown, not obeyed", async () => {
    window.location.hash = `#/organizations/${BROKEN.id}`;
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/broke the contract at name/);
    expect(obeyedControls(alert)).toEqual([]);
  });

  it("answers an address no organization can have without reading the tenant, with the way back", async () => {
    window.location.hash = "#/organizations/org_nope";
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No organization has this id: an organization's id is org_ followed by 16 letters or digits.",
    );
    expect(screen.getByRole("link", { name: "All organizations" })).toBeVisible();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining("org_nope"), expect.anything());
  });

  it("forgets it once another organization is opened", async () => {
    renderPage();
    await deleteOrganization();
    await statusSaying("Organization acme was deleted.");
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
