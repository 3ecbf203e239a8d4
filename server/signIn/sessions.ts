import { createHash, randomBytes } from "node:crypto";
import type { Operator, PendingSignIn, SessionStore } from "./sessionStore.ts";

export interface SessionTimeouts {
  /** A session unused this long ends (default 30 minutes). */
  idleMs: number;
  /** A session ends this long after sign-in, used or not (default 12 hours). */
  absoluteMs: number;
}

/** What the console may know of a live session (`/__console/me`). */
interface LiveSession {
  operator: Operator;
  /** The earlier of the idle and the absolute end, in epoch ms, as of now. */
  expiresAt: number;
}

/** A pending sign-in lasts this long: time enough to type a password, not to keep a link. */
const PENDING_MS = 10 * 60_000;

/**
 * Activity is written to the store at most this often per session, so a shared store is not
 * written on every call: a session may end up to this much before its idle timeout counted
 * from its very last call.
 */
const TOUCH_EVERY_MS = 15_000;

/** 32 random bytes, base64url: the whole of what a cookie holds. */
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newId(): string {
  return randomBytes(32).toString("base64url");
}

/** The store's key for an id: its SHA-256, so the store never holds a usable id. */
function keyOf(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

/**
 * Server-side sessions: ids are made here only (an id the server did not issue finds nothing),
 * every sign-in gets a new one, and a session ends at its idle or absolute timeout or sign-out,
 * after which its cookie finds nothing either.
 */
export function createSessions(
  store: SessionStore,
  timeouts: SessionTimeouts,
  now: () => number = Date.now,
) {
  function endOf(record: { createdAt: number; lastSeenAt: number; expiresAt: number }): number {
    return Math.min(record.expiresAt, record.lastSeenAt + timeouts.idleMs);
  }

  return {
    /** A new session for `operator`; the session `replacing` (the browser's old cookie) ends. */
    async start(operator: Operator, replacing: string | null): Promise<string> {
      const at = now();
      await store.deleteExpired(at, at - timeouts.idleMs);
      if (replacing !== null && ID_PATTERN.test(replacing)) {
        await store.deleteSession(keyOf(replacing));
      }
      const id = newId();
      await store.createSession({
        key: keyOf(id),
        operator,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: at + timeouts.absoluteMs,
      });
      return id;
    },

    /**
     * The live session of a cookie's id, or null. `activity`: an `/api/v2` call, which restarts
     * the idle timeout; reading who is signed in does not.
     */
    async find(id: string | null, activity: boolean): Promise<LiveSession | null> {
      if (id === null || !ID_PATTERN.test(id)) return null;
      const key = keyOf(id);
      const record = await store.findSession(key);
      if (record === null) return null;
      const at = now();
      if (endOf(record) <= at) {
        await store.deleteSession(key);
        return null;
      }
      if (activity && at - record.lastSeenAt >= TOUCH_EVERY_MS) {
        record.lastSeenAt = at;
        await store.touchSession(key, at);
      }
      return { operator: record.operator, expiresAt: endOf(record) };
    },

    async end(id: string | null): Promise<void> {
      if (id !== null && ID_PATTERN.test(id)) await store.deleteSession(keyOf(id));
    },

    /** Keeps a sign-in's checks until its callback; returns the id its cookie holds. */
    async savePending(signIn: Omit<PendingSignIn, "expiresAt">): Promise<string> {
      const id = newId();
      await store.savePending(keyOf(id), { ...signIn, expiresAt: now() + PENDING_MS });
      return id;
    },

    /** The pending sign-in of a cookie's id, once; null if unknown, used or too old. */
    async takePending(id: string | null): Promise<PendingSignIn | null> {
      if (id === null || !ID_PATTERN.test(id)) return null;
      const signIn = await store.takePending(keyOf(id));
      return signIn !== null && signIn.expiresAt > now() ? signIn : null;
    },
  };
}
