import { fileURLToPath } from "node:url";
import { runner } from "node-pg-migrate";
import type { Pool } from "pg";

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies the migrations not yet applied, in one transaction. Instances starting together on one
 * server wait for each other's advisory lock rather than fail, so each finds the schema current.
 */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await runner({
      dbClient: client,
      dir: MIGRATIONS,
      migrationsTable: "console_migrations",
      direction: "up",
      checkOrder: true,
      singleTransaction: true,
      advisoryLockMode: "wait",
      // The start prints its own events; the migrator's progress lines would only be noise.
      log: () => {},
    });
  } finally {
    client.release();
  }
}
