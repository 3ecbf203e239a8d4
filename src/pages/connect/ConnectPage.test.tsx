import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { ConnectPage } from "./ConnectPage";

function renderPage(signedOut?: boolean) {
  return render(
    <SessionProvider store={createSessionStore()}>
      <ConnectPage signedOut={signedOut} />
    </SessionProvider>,
  );
}

// The page asks its own server whether it proxies; here no server answers.
beforeEach(() => vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline"))));
afterEach(() => vi.unstubAllGlobals());

describe("ConnectPage", () => {
  it("says politely that the user signed out and the token was forgotten", async () => {
    renderPage(true);
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(/^You signed out\. .*forgot the token/),
    );
  });

  it("offers its own origin when `npm start` serves the local tenant there, and says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(Response.json({ proxy: null, localTenant: true })),
    );
    renderPage();
    const tenantUrl = await screen.findByRole("textbox", { name: "Tenant URL" });
    await waitFor(() => expect(tenantUrl).toHaveValue(window.location.origin));
    expect(tenantUrl).toHaveAccessibleDescription(/npm start serves the local tenant here/);
  });

  it("says nothing of signing out on a first visit", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
