import { resolve } from "node:path";

/** Where `npm run serve` keeps sessions (and, next, audit entries): decision 024. */
export type StoreSettings =
  | { kind: "embedded"; dataDir: string; retentionDays: number }
  | { kind: "postgres"; url: string; retentionDays: number };

const DEFAULT_DATA_DIR = ".console-data";
const DEFAULT_RETENTION_DAYS = 365;

/**
 * `CONSOLE_DATABASE_URL` (a PostgreSQL server) wins; otherwise the embedded store in
 * `CONSOLE_DATA_DIR`, resolved against the working directory. Each mistake names its variable.
 */
export function readStoreSettings(vars: NodeJS.ProcessEnv, cwd = process.cwd()): StoreSettings {
  const days = vars.CONSOLE_AUDIT_RETENTION_DAYS ?? "";
  if (days !== "" && !/^[1-9]\d*$/.test(days)) {
    throw new Error(
      `CONSOLE_AUDIT_RETENTION_DAYS must be a whole number of days (1 or more), not "${days}"`,
    );
  }
  const retentionDays = days === "" ? DEFAULT_RETENTION_DAYS : Number(days);
  const url = vars.CONSOLE_DATABASE_URL ?? "";
  if (url !== "") {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error("CONSOLE_DATABASE_URL must be a postgres:// (or postgresql://) URL");
    }
    return { kind: "postgres", url, retentionDays };
  }
  return {
    kind: "embedded",
    dataDir: resolve(cwd, vars.CONSOLE_DATA_DIR || DEFAULT_DATA_DIR),
    retentionDays,
  };
}
