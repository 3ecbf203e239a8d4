import type { PendingSignIn, SessionRecord, SessionStore } from "./sessionStore.ts";

/**
 * Sessions in this process's memory: lost at restart, and unknown to any other instance (so
 * several instances need sticky sessions until the shared store of the next issue).
 */
export function createMemorySessionStore(): SessionStore {
  const sessions = new Map<string, SessionRecord>();
  const pending = new Map<string, PendingSignIn>();
  return {
    async createSession(record) {
      sessions.set(record.key, { ...record });
    },
    async findSession(key) {
      const record = sessions.get(key);
      return record ? { ...record } : null;
    },
    async touchSession(key, lastSeenAt) {
      const record = sessions.get(key);
      if (record) record.lastSeenAt = lastSeenAt;
    },
    async deleteSession(key) {
      sessions.delete(key);
    },
    async savePending(key, signIn) {
      pending.set(key, { ...signIn });
    },
    async takePending(key) {
      const signIn = pending.get(key) ?? null;
      pending.delete(key);
      return signIn;
    },
    async deleteExpired(now, idleSince) {
      for (const [key, record] of sessions) {
        if (record.expiresAt <= now || record.lastSeenAt <= idleSince) sessions.delete(key);
      }
      for (const [key, signIn] of pending) if (signIn.expiresAt <= now) pending.delete(key);
    },
  };
}
