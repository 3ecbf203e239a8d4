import { appendFile } from "node:fs/promises";
import type { ConsoleRole } from "../../src/api/operations.ts";
import { showUnprintable } from "../../src/lib/unprintable.ts";

/** Who made the call, from the ID token verified at sign-in (`npm run serve` with sign-in). */
export interface AuditOperator {
  sub: string;
  email: string | null;
  name: string | null;
  role: ConsoleRole | null;
}

export interface AuditEntry {
  time: string;
  operation: string;
  target: string | null;
  /** The target's name as the tenant gave it, where known (server/proxy/auditTarget.ts). */
  targetName?: string;
  /** The name the console's page sent: its claim, unchecked. */
  claimedName?: string;
  /** What the write changes beyond its target: member ids, a connection id. */
  changes?: Record<string, string | string[]>;
  /** The tenant's answer; null when the write reached it but its answer never came (`outcome`). */
  status: number | null;
  requestId: string;
  /** The caller's `sub` claim (pass-through mode), read from the token, not verified here. */
  sub?: string;
  /** The signed-in person (sign-in on): every line names them. */
  operator?: AuditOperator;
  reason?: string;
  /**
   * "unknown": the write reached the tenant, which may have applied it, but no answer came (the
   * connection dropped or timed out, or shutdown cut it). "refused": the person's role may not
   * make this call, so nothing left for the tenant (status 403).
   */
  outcome?: "unknown" | "refused";
  /** The audit entry this write restores (`X-Console-Restore-Of`), as decimal text. */
  restoreOf?: string;
  /** "failed": a store is open and could not keep this entry, so this line is its only record. */
  store?: "failed";
}

export type AuditLog = (entry: AuditEntry) => Promise<void>;

/**
 * One JSON line per write that passed the proxy: appended to `file`, or printed on stdout.
 * Appends are chained so lines never interleave; a failed append goes to stderr instead.
 */
export function createAuditLog(
  file: string | null,
  stdout: { write(text: string): unknown } = process.stdout,
): AuditLog {
  let last: Promise<void> = Promise.resolve();
  return (entry) => {
    const printable = {
      ...entry,
      target: entry.target === null ? null : printableLine(entry.target, MAX_TARGET_CODE_POINTS),
      ...(entry.targetName === undefined ? {} : { targetName: printableLine(entry.targetName) }),
      ...(entry.claimedName === undefined ? {} : { claimedName: printableLine(entry.claimedName) }),
      ...(entry.changes === undefined ? {} : { changes: printableChanges(entry.changes) }),
      ...(entry.sub === undefined ? {} : { sub: printableLine(entry.sub) }),
      ...(entry.operator === undefined ? {} : { operator: printableOperator(entry.operator) }),
      ...(entry.reason === undefined ? {} : { reason: printableLine(entry.reason) }),
    };
    const line = `${JSON.stringify({ audit: true, ...printable })}\n`;
    last = last
      .then(() => (file ? appendFile(file, line, { mode: 0o600 }) : void stdout.write(line)))
      .catch((error: unknown) => {
        // The write already happened upstream: say the record is missing rather than fail it.
        const why = error instanceof Error ? error.message : String(error);
        process.stderr.write(`Audit log: could not append to ${file}: ${why}\n${line}`);
      });
    return last;
  };
}

/** The person's names as one printable line each: a provider's `name` is free text. */
function printableOperator(operator: AuditOperator): AuditOperator {
  const line = (value: string | null) => (value === null ? null : printableLine(value));
  return {
    sub: printableLine(operator.sub, MAX_TARGET_CODE_POINTS),
    email: line(operator.email),
    name: line(operator.name),
    role: operator.role,
  };
}

/** At most this many values of one change: the contract allows 10 members a request. */
const MAX_CHANGED_VALUES = 100;

/** Each changed id as one printable line, kept whole as a target is. */
function printableChanges(
  changes: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const printable: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(changes)) {
    printable[key] =
      typeof value === "string"
        ? printableLine(value, MAX_TARGET_CODE_POINTS)
        : value
            .slice(0, MAX_CHANGED_VALUES)
            .map((item) => printableLine(item, MAX_TARGET_CODE_POINTS));
  }
  return printable;
}

/** At most this many code points of a free-text field the caller chose (decision 005). */
const MAX_TEXT_CODE_POINTS = 200;
/** A target id is kept whole: the contract's ids are 1–1024 characters. */
const MAX_TARGET_CODE_POINTS = 1024;

/**
 * One printable line, whatever the text held: every unprintable character (src/lib/unprintable.ts)
 * written as its code point, line breaks included, so a reader that splits on Unicode line
 * breaks still sees one entry. Cut to `max` code points first.
 */
export function printableLine(text: string, max = MAX_TEXT_CODE_POINTS): string {
  return showUnprintable(Array.from(text).slice(0, max).join(""));
}

/**
 * The console's `X-Console-Reason` (a ticket number, say), which it percent-encodes where a
 * header cannot carry the text (src/api/client.ts headerSafe): decoded, trimmed; the audit log
 * writes it as one printable line.
 */
export function auditReason(value: string | null): string | undefined {
  if (!value) return undefined;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // Not from the console: recorded as sent.
  }
  const clean = text.trim();
  return clean === "" ? undefined : clean;
}

/** The `sub` claim of a bearer JWT, for the record only: the tenant verifies the token. */
export function claimedSubject(authorization: string | null): string | undefined {
  const payload = /^Bearer [^.]+\.([^.]+)\./i.exec(authorization ?? "")?.[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === "string" ? sub : undefined;
  } catch {
    return undefined;
  }
}
