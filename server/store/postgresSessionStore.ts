import type { Pool } from "pg";
import type {
  Operator,
  PendingSignIn,
  SessionRecord,
  SessionStore,
} from "../signIn/sessionStore.ts";

interface SessionRow {
  key: string;
  operator: Operator;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/**
 * Sessions in the store's tables: every instance on one PostgreSQL server sees the same ones,
 * and a restart signs nobody out. bigint columns come back as strings from `pg`.
 */
export function createPostgresSessionStore(pool: Pool): SessionStore {
  return {
    async createSession(record) {
      await pool.query(
        `INSERT INTO console_sessions (key, operator, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          record.key,
          JSON.stringify(record.operator),
          record.createdAt,
          record.lastSeenAt,
          record.expiresAt,
        ],
      );
    },
    async findSession(key) {
      const { rows } = await pool.query<SessionRow>(
        "SELECT key, operator, created_at, last_seen_at, expires_at FROM console_sessions WHERE key = $1",
        [key],
      );
      const row = rows[0];
      if (!row) return null;
      const record: SessionRecord = {
        key: row.key,
        operator: row.operator,
        createdAt: Number(row.created_at),
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      };
      return record;
    },
    async touchSession(key, lastSeenAt) {
      await pool.query("UPDATE console_sessions SET last_seen_at = $2 WHERE key = $1", [
        key,
        lastSeenAt,
      ]);
    },
    async deleteSession(key) {
      await pool.query("DELETE FROM console_sessions WHERE key = $1", [key]);
    },
    async savePending(key, pending) {
      await pool.query(
        `INSERT INTO console_pending_sign_ins (key, pending, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET pending = EXCLUDED.pending, expires_at = EXCLUDED.expires_at`,
        [key, JSON.stringify(pending), pending.expiresAt],
      );
    },
    async takePending(key) {
      // DELETE … RETURNING: of two callbacks racing on one sign-in, only one gets it.
      const { rows } = await pool.query<{ pending: PendingSignIn }>(
        "DELETE FROM console_pending_sign_ins WHERE key = $1 RETURNING pending",
        [key],
      );
      return rows[0]?.pending ?? null;
    },
    async deleteExpired(now, idleSince) {
      await pool.query(
        "DELETE FROM console_sessions WHERE expires_at <= $1 OR last_seen_at <= $2",
        [now, idleSince],
      );
      await pool.query("DELETE FROM console_pending_sign_ins WHERE expires_at <= $1", [now]);
    },
  };
}
