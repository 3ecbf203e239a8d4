import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPath } from "../../api/apiPath";
import type { SignedInPerson } from "../../api/consoleSignIn";
import { apiClientFor } from "../../session/apiClient";
import { createSessionStore } from "../../session/sessionStore";
import { App } from "../App";

vi.mock("../../api/operations", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../api/operations")>();
  const { withSpecRoles } = await import("../../test/specRoles");
  return { ...actual, OPERATIONS: withSpecRoles(actual.OPERATIONS) };
});
const leavePageFor = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock("../../lib/navigationGuard", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/navigationGuard")>()),
  leavePageFor,
}));

const ORIGIN = window.location.origin;
/** The screens and the signed-in parts are lazy chunks: a loaded machine takes its time. */
const LAZY = { timeout: 5000 };
/** What the server's credential grants: every write the screens below offer. */
const SCOPES = ["create:organizations", "read:organizations", "read:connections"];
const SUPPORT: SignedInPerson = {
  sub: "person|support",
  email: "support@console.local",
  name: "Sam Support",
  role: "support",
  expiresAt: undefined,
};

/** The console's server with sign-in on; every /api/v2 call answers `api()`. */
function serve(api: () => Response = () => Response.json({})) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes("/api/v2/")) return api();
    if (url.endsWith("/__console/sign-out")) return new Response(null, { status: 204 });
    if (url.endsWith("/__console/me"))
      return Response.json({ error: "signed_out" }, { status: 401 });
    if (url.endsWith("/__console/setup")) {
      return Response.json({ proxy: "credentials", sign_in: { issuer: "https://id.example.com" } });
    }
    throw new TypeError("offline");
  });
  vi.stubGlobal("fetch", fetchFn);
  return fetchFn;
}

function signedIn(person: SignedInPerson) {
  const store = createSessionStore();
  store.signIn({ tenantUrl: ORIGIN, claims: { scopes: SCOPES }, person });
  render(<App store={store} />);
  return store;
}

beforeEach(() => {
  window.location.hash = "#/organizations/new";
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  leavePageFor.mockReset();
  window.location.hash = "";
});

describe("a signed-in person", () => {
  it("sees their name and role in the bar, and Sign out ends the session on the server", async () => {
    const fetchFn = serve();
    const store = signedIn(SUPPORT);
    const bar = screen.getByRole("banner");
    expect(await within(bar).findByRole("group", { name: "Signed in" }, LAZY)).toHaveTextContent(
      "Sam Support support",
    );
    await userEvent.setup().click(within(bar).getByRole("button", { name: "Sign out" }));
    expect(
      await screen.findByRole("button", { name: "Sign in with id.example.com" }, LAZY),
    ).toBeVisible();
    expect(store.get()).toBeNull();
    const signOut = fetchFn.mock.calls.find(([input]) => String(input).endsWith("/sign-out"));
    expect(signOut?.[1]?.method).toBe("POST");
  });

  it("finds a control their role cannot use visible, disabled, and saying why", async () => {
    serve();
    signedIn(SUPPORT);
    const create = await screen.findByRole("button", { name: "Create organization" }, LAZY);
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription("Your role, support, cannot create organizations");
  });

  it("with no role, is told to ask an administrator and reads nothing", async () => {
    const fetchFn = serve();
    signedIn({ ...SUPPORT, email: "nobody@console.local", name: "No Body", role: null });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ask an administrator for a role" },
        LAZY,
      ),
    ).toBeVisible();
    expect(screen.getByRole("main")).toHaveTextContent(
      /You are signed in as nobody@console\.local/,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeVisible();
    expect(fetchFn.mock.calls.filter(([input]) => String(input).includes("/api/v2/"))).toEqual([]);
  });
});

describe("a session that ends mid-work", () => {
  it("asks to sign in again, back to the same screen, and what was typed is still there", async () => {
    serve(() => Response.json({ error: "signed_out" }, { status: 401 }));
    const admin = { ...SUPPORT, role: "administrator" as const };
    const store = signedIn(admin);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Name" }, LAZY), "acme-support");
    // Any call the session makes now answers 401 signed_out.
    await act(async () => {
      await apiClientFor(store, ORIGIN)
        .request({ method: "GET", path: apiPath`/organizations` })
        .catch(() => undefined);
    });
    const dialog = await screen.findByRole("dialog", { name: "Sign in again to continue" }, LAZY);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(/what you typed .* is kept/);
    await user.click(within(dialog).getByRole("button", { name: "Sign in again" }));
    expect(leavePageFor).toHaveBeenCalledWith(
      "/__console/sign-in?return=%23%2Forganizations%2Fnew",
    );

    // Back from the provider: a new page, signed in again, at the address it left from.
    cleanup();
    const back = createSessionStore();
    back.signIn({ tenantUrl: ORIGIN, claims: { scopes: SCOPES }, person: admin });
    render(<App store={back} />);
    await waitFor(
      () => expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("acme-support"),
      LAZY,
    );
  });
});
