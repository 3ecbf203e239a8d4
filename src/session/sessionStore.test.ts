// @vitest-environment jsdom
// The tab's session lives in Web Storage.
import { describe, expect, it, vi } from "vitest";
import { STORAGE_PREFIX } from "../lib/tabStorage";
import { consoleToken } from "../test/tokens";
import { createSessionStore } from "./sessionStore";

const tenantUrl = "http://127.0.0.1:4010";

function storedAnywhere(token: string): boolean {
  const values = [
    ...Object.keys(localStorage).map((key) => localStorage.getItem(key)),
    ...Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
  ];
  return values.some((value) => value?.includes(token));
}

describe("session store", () => {
  it("keeps the token in memory only, unless the user asks to keep it for the tab", () => {
    const store = createSessionStore();
    const token = consoleToken();
    store.connect({ tenantUrl, token, keepForTab: false });
    expect(store.get()?.token).toBe(token);
    expect(storedAnywhere(token)).toBe(false);
    expect(createSessionStore().get(), "a reload forgets it").toBeNull();
  });

  it("keeps the token for the tab in sessionStorage, never localStorage", () => {
    const token = consoleToken();
    createSessionStore().connect({ tenantUrl, token, keepForTab: true });
    expect(Object.values(localStorage).some((value) => value.includes(token))).toBe(false);
    expect(createSessionStore().get()?.token, "a reload in the same tab restores it").toBe(token);
  });

  it("forgets the token and this tab's drafts on sign out, but remembers the tenant URL", () => {
    const store = createSessionStore();
    const token = consoleToken();
    store.connect({ tenantUrl, token, keepForTab: true });
    sessionStorage.setItem(`${STORAGE_PREFIX}draft.organization`, "{}");
    sessionStorage.setItem("another-app", "kept");
    store.signOut();
    expect(store.get()).toBeNull();
    expect(storedAnywhere(token)).toBe(false);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}draft.organization`)).toBeNull();
    expect(sessionStorage.getItem("another-app")).toBe("kept");
    expect(createSessionStore().lastTenantUrl()).toBe(tenantUrl);
  });

  it("holds a signed-in person with no token, kept nowhere: a reload asks the server again", () => {
    const kept = createSessionStore();
    kept.connect({ tenantUrl, token: consoleToken(), keepForTab: true });
    const person = {
      sub: "person|1",
      email: "support@console.local",
      name: "Sam",
      role: "support" as const,
      expiresAt: undefined,
    };
    kept.signIn({ tenantUrl, claims: { scopes: ["update:users"] }, person });
    expect(kept.get()).toMatchObject({ token: "", person, claims: { scopes: ["update:users"] } });
    expect(sessionStorage.length, "the token kept before is gone").toBe(0);
    expect(createSessionStore().get()).toBeNull();
  });

  it("is interrupted once by a 401 and resumes with a new token", () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.connect({ tenantUrl, token: consoleToken(), keepForTab: false });
    store.subscribe(listener);
    store.interrupt("unauthorized");
    store.interrupt("expired");
    expect(store.get()?.interruption).toBe("unauthorized");
    expect(listener).toHaveBeenCalledTimes(1);
    const fresh = consoleToken({ azp: "other" });
    store.replaceToken(fresh);
    expect(store.get()).toMatchObject({ token: fresh, interruption: null, tenantUrl });
  });
});
