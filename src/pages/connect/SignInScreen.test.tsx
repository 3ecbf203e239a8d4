import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../session/SessionContext";
import { createSessionStore } from "../../session/sessionStore";
import { ConnectPage } from "./ConnectPage";

const leavePageFor = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock("../../lib/navigationGuard", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/navigationGuard")>()),
  leavePageFor,
}));

const SETUP = {
  proxy: "credentials",
  localTenant: false,
  sign_in: { issuer: "https://id.example.com/" },
};
const SUPPORT = {
  sub: "person|support",
  email: "support@console.local",
  name: "Sam Support",
  role: "support",
  expires_at: 1_900_000_000,
  // The server credential's claims, never its token.
  credential: {
    azp: "console-admin",
    scope: "read:token_exchange_profiles update:user_attribute_profiles create:organizations",
  },
};

/** The console's server with sign-in on: `me` answers /__console/me. */
function serve(me: () => Response) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith("/__console/setup")) return Response.json(SETUP);
    if (url.endsWith("/__console/me")) return me();
    throw new TypeError("offline");
  });
  vi.stubGlobal("fetch", fetchFn);
  return fetchFn;
}

function renderPage(signedOut?: boolean) {
  const store = createSessionStore();
  render(
    <SessionProvider store={store}>
      <ConnectPage signedOut={signedOut} />
    </SessionProvider>,
  );
  return store;
}

const signedOutAnswer = () => Response.json({ error: "signed_out" }, { status: 401 });

afterEach(() => {
  vi.unstubAllGlobals();
  leavePageFor.mockReset();
  window.location.hash = "";
});

describe("the sign-in screen", () => {
  it("offers only Sign in, named by the provider's host, and comes back to the same screen", async () => {
    serve(signedOutAnswer);
    window.location.hash = "#/organizations/org_1";
    renderPage();
    const signIn = await screen.findByRole("button", { name: "Sign in with id.example.com" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sign in to the tenant console",
    );
    expect(screen.queryByRole("textbox", { name: "Access token" })).toBeNull();
    await userEvent.setup().click(signIn);
    expect(leavePageFor).toHaveBeenCalledWith(
      "/__console/sign-in?return=%23%2Forganizations%2Forg_1",
    );
  });

  it("lets a person already signed in straight in, holding no token", async () => {
    const fetchFn = serve(() => Response.json(SUPPORT));
    const store = renderPage();
    await waitFor(() => expect(store.get()).not.toBeNull());
    const session = store.get();
    expect(session?.person).toMatchObject({ name: "Sam Support", role: "support" });
    expect(session?.token).toBe("");
    expect(session?.tenantUrl).toBe(window.location.origin);
    // The server credential's scopes bound what any role may do.
    expect(session?.claims.scopes).toContain("create:organizations");
    expect(sessionStorage.length).toBe(0);
    expect(fetchFn.mock.calls.some(([input]) => String(input).includes("/api/v2"))).toBe(false);
  });

  it("says the server could not tell what its credential may do, and lets nobody in", async () => {
    serve(() => Response.json({ ...SUPPORT, credential: null }));
    const store = renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "did not say what its credential may do",
    );
    expect(store.get()).toBeNull();
  });

  it("says the server could not tell, and still offers Sign in", async () => {
    serve(() => Response.json({}, { status: 502 }));
    const store = renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The console's server could not say whether you are signed in (the server answered 502).",
    );
    expect(screen.getByRole("button", { name: /^Sign in/ })).toBeEnabled();
    expect(store.get()).toBeNull();
  });

  it("after Sign out, says the server ended the session", async () => {
    serve(signedOutAnswer);
    renderPage(true);
    expect(
      await screen.findByText(/^You signed out\. The server ended your session/),
    ).toHaveAttribute("role", "status");
  });
});
