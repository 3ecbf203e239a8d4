import { describe, expect, it } from "vitest";
import type { Operator, SessionStore } from "../sessionStore.ts";
import { createSessions } from "../sessions.ts";

const SUPPORT: Operator = {
  sub: "console-local|support",
  email: "support@console.local",
  name: "Sam Support",
  role: "support",
};
const MINUTE = 60_000;
const TIMEOUTS = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

/**
 * sessions.ts's rules over a store: every SessionStore must pass them (the memory one in
 * sessions.test.ts, the PostgreSQL one in server/store/*.test.ts). `freshStore` gives a store
 * holding nothing of an earlier test's, or sharing a database whose keys are random anyway.
 */
export function describeSessions(name: string, freshStore: () => SessionStore): void {
  function setup(store: SessionStore = freshStore()) {
    let time = Date.UTC(2026, 0, 1);
    const sessions = createSessions(store, TIMEOUTS, () => time);
    return { sessions, store, advance: (ms: number) => (time += ms), now: () => time };
  }

  describe(`sessions (${name})`, () => {
    it("finds the person of an id it issued, and refuses an id it did not issue", async () => {
      const { sessions } = setup();
      const id = await sessions.start(SUPPORT, null);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await sessions.find(id, true))?.operator).toEqual(SUPPORT);
      // Well formed, never issued (a fixation attempt), and malformed.
      expect(await sessions.find("A".repeat(43), true)).toBeNull();
      expect(await sessions.find(`${id}x`, true)).toBeNull();
      expect(await sessions.find(null, true)).toBeNull();
    });

    it("keeps only a hash of the id in the store", async () => {
      const keys: string[] = [];
      const store = freshStore();
      const { sessions } = setup({
        ...store,
        createSession: (record) => {
          keys.push(record.key);
          return store.createSession(record);
        },
      });
      const id = await sessions.start(SUPPORT, null);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toBe(id);
      expect(await store.findSession(id)).toBeNull();
    });

    it("gives every sign-in a new id and ends the session the browser held before", async () => {
      const { sessions } = setup();
      const first = await sessions.start(SUPPORT, null);
      const second = await sessions.start(SUPPORT, first);
      expect(second).not.toBe(first);
      expect(await sessions.find(first, true)).toBeNull();
      expect(await sessions.find(second, true)).not.toBeNull();
    });

    it("refuses an id after sign-out", async () => {
      const { sessions } = setup();
      const id = await sessions.start(SUPPORT, null);
      await sessions.end(id);
      expect(await sessions.find(id, true)).toBeNull();
    });

    it("ends a session idle for the idle timeout; API calls keep it alive, reading who is signed in does not", async () => {
      const { sessions, advance, now } = setup();
      const id = await sessions.start(SUPPORT, null);
      advance(20 * MINUTE);
      expect(await sessions.find(id, true)).not.toBeNull();
      advance(20 * MINUTE);
      const live = await sessions.find(id, false);
      expect(live?.expiresAt).toBe(now() + 10 * MINUTE);
      advance(10 * MINUTE);
      expect(await sessions.find(id, true)).toBeNull();
    });

    it("ends a session at its absolute lifetime however busy", async () => {
      const { sessions, advance } = setup();
      const id = await sessions.start(SUPPORT, null);
      for (let hour = 0; hour < 12 * 4 - 1; hour++) {
        advance(15 * MINUTE);
        expect(await sessions.find(id, true), `after ${hour}`).not.toBeNull();
      }
      advance(15 * MINUTE);
      expect(await sessions.find(id, true)).toBeNull();
    });

    it("answers a pending sign-in once, and not after ten minutes", async () => {
      const { sessions, advance } = setup();
      const pending = {
        state: "s",
        nonce: "n",
        codeVerifier: "v",
        redirectUri: "http://127.0.0.1:8080/__console/callback",
        returnTo: "#/organizations",
      };
      const id = await sessions.savePending(pending);
      expect(await sessions.takePending(id)).toMatchObject(pending);
      expect(await sessions.takePending(id)).toBeNull();
      const late = await sessions.savePending(pending);
      advance(10 * MINUTE);
      expect(await sessions.takePending(late)).toBeNull();
    });

    it("forgets expired sessions when the next one starts", async () => {
      const { sessions, store, advance } = setup();
      const old = await sessions.start(SUPPORT, null);
      advance(31 * MINUTE);
      const deleted: string[] = [];
      const original = store.deleteExpired;
      store.deleteExpired = async (now, idleSince) => {
        deleted.push(`${now - idleSince}`);
        await original(now, idleSince);
      };
      await sessions.start(SUPPORT, null);
      expect(deleted).toEqual([String(30 * MINUTE)]);
      expect(await sessions.find(old, false)).toBeNull();
    });
  });
}
