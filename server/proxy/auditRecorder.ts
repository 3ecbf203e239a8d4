import type { AuditEntryDetails, AuditStore } from "../store/auditEntries.ts";
import type { AuditEntry, AuditLog } from "./auditLog.ts";

interface AuditRecorder {
  /** Resolves once the JSONL line is written without a store, at once with one. */
  record(entry: AuditEntry, details: AuditEntryDetails): Promise<void>;
  /** Resolves once every entry so far is in the store (or its failure in its JSONL line). */
  settled(): Promise<void>;
}

/**
 * The proxy's audit: a JSONL line per write, as before the store, and with an open store an
 * entry there too (decision 025).
 */
export function createAuditRecorder(log: AuditLog, store: AuditStore | null): AuditRecorder {
  let logging: Promise<void> = Promise.resolve();
  /** Entries on their way to the store, whose JSONL line follows the store's answer. */
  const storing = new Set<Promise<void>>();

  function line(entry: AuditEntry): Promise<void> {
    logging = log(entry);
    return logging;
  }

  return {
    record(entry, details) {
      if (!store) return line(entry);
      // The answer never waits for the store, and a store that fails costs the entry's row
      // only: the JSONL line (the export path) is written either way, and says so.
      const stored = Promise.resolve()
        .then(() => store(entry, details))
        .then(
          () => entry,
          (): AuditEntry => ({ ...entry, store: "failed" }),
        )
        .then(line);
      storing.add(stored);
      void stored.finally(() => storing.delete(stored));
      return Promise.resolve();
    },
    async settled() {
      await Promise.all(storing);
      await logging;
    },
  };
}
