import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { consoleToken } from "../../test/tokens";
import { ConnectPage } from "./ConnectPage";

const TENANT = "http://127.0.0.1:4010";

function renderPage(signedOut?: boolean) {
  const store = createSessionStore();
  render(
    <SessionProvider store={store}>
      <ConnectPage signedOut={signedOut} />
    </SessionProvider>,
  );
  return store;
}

/** The console's own server (`setup`, or none) and the tenant's answer to every /api/v2 call. */
function serve(setup: unknown, tenant: () => Response | Promise<Response>, session?: unknown) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes("/api/v2/")) return tenant();
    if (url.endsWith("/__console/session") && session) return Response.json(session);
    if (url.endsWith("/__console/setup") && setup) return Response.json(setup);
    throw new TypeError("offline");
  });
  vi.stubGlobal("fetch", fetchFn);
  return {
    apiCalls: () =>
      fetchFn.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/api/v2/")),
  };
}

const refusal = () =>
  Response.json(
    { statusCode: 401, error: "Unauthorized", message: "Invalid token" },
    { status: 401 },
  );

async function connectWith(token: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox", { name: "Tenant URL" }), TENANT);
  await user.click(screen.getByRole("textbox", { name: "Access token" }));
  await user.paste(token);
  await user.click(screen.getByRole("button", { name: "Connect" }));
}

// The page asks its own server whether it proxies; here no server answers.
beforeEach(() => serve(null, () => Response.json({})));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("ConnectPage", () => {
  it("says politely that the user signed out and the token was forgotten", async () => {
    renderPage(true);
    expect(await screen.findByText(/^You signed out\. .*forgot the token/)).toHaveAttribute(
      "role",
      "status",
    );
  });

  it("offers its own origin when `npm start` serves the local tenant there, and says so", async () => {
    serve({ proxy: null, localTenant: true }, () => Response.json({}));
    renderPage();
    const tenantUrl = await screen.findByRole("textbox", { name: "Tenant URL" });
    await waitFor(() => expect(tenantUrl).toHaveValue(window.location.origin));
    expect(tenantUrl).toHaveAccessibleDescription(/npm start serves the local tenant here/);
  });

  it("says nothing of signing out on a first visit", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
    expect(screen.queryByText(/You signed out/)).toBeNull();
  });

  it("opens the console only after one read the tenant answers", async () => {
    const tenant = serve(null, () => Response.json({ token_exchange_profiles: [] }));
    const store = renderPage();
    await connectWith(consoleToken());
    await waitFor(() => expect(store.get()?.tenantUrl).toBe(TENANT));
    expect(tenant.apiCalls()).toEqual([`${TENANT}/api/v2/token-exchange-profiles?take=1`]);
  });

  it("shows the tenant's refusal on the connect screen, keeps the token and opens nothing", async () => {
    const tenant = serve(null, refusal);
    const store = renderPage();
    const token = consoleToken();
    await connectWith(token);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The tenant refused this token: Invalid token.",
    );
    expect(store.get()).toBeNull();
    expect(screen.getByRole("textbox", { name: "Access token" })).toHaveValue(token);
    expect(tenant.apiCalls()).toHaveLength(1);
  });

  it("says a failing tenant failed, and lets the user connect again", async () => {
    const answers = [503, 503, 503, 200];
    serve(null, () => {
      const status = answers.shift() ?? 200;
      return status === 200
        ? Response.json({ token_exchange_profiles: [] })
        : Response.json(
            { statusCode: 503, error: "Service Unavailable", message: "Down" },
            { status },
          );
    });
    const store = renderPage();
    await connectWith(consoleToken());
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "The tenant failed (503) while checking this token: Down. Connect again in a moment.",
    );
    expect(store.get()).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(store.get()).not.toBeNull());
  });

  it("in credentials mode, connects with the server's session in one click", async () => {
    const token = consoleToken();
    const origin = window.location.origin;
    const tenant = serve({ proxy: "credentials", localTenant: false }, () => Response.json({}), {
      tenantUrl: origin,
      token,
    });
    const store = renderPage();
    expect(
      await screen.findByRole("heading", { name: "This server holds the credentials" }),
    ).toBeVisible();
    // The manual path stays, as the second way in.
    expect(screen.getByRole("textbox", { name: "Access token" })).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Use this server's session" }));
    await waitFor(() => expect(store.get()).toMatchObject({ tenantUrl: origin, token }));
    expect(tenant.apiCalls()).toHaveLength(1);
  });

  it("says nothing of a server's session when the server only passes calls through", async () => {
    serve({ proxy: "pass-through", localTenant: false }, () => Response.json({}));
    renderPage();
    const tenantUrl = await screen.findByRole("textbox", { name: "Tenant URL" });
    await waitFor(() => expect(tenantUrl).toHaveValue(window.location.origin));
    expect(screen.queryByRole("button", { name: "Use this server's session" })).toBeNull();
    expect(screen.getByRole("button", { name: "Connect" })).toHaveClass("primary");
  });
});
