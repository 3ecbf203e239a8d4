import { appendFile } from "node:fs/promises";

export interface AuditEntry {
  time: string;
  operation: string;
  target: string | null;
  /** The target's name where known (server/proxy/auditTarget.ts). */
  targetName?: string;
  status: number;
  requestId: string;
  /** The caller's `sub` claim (pass-through mode), read from the token, not verified here. */
  sub?: string;
  reason?: string;
}

export type AuditLog = (entry: AuditEntry) => Promise<void>;

/**
 * One JSON line per write that passed the proxy: appended to `file`, or printed on stdout.
 * Appends are chained so lines never interleave; a failed append goes to stderr instead.
 */
export function createAuditLog(file: string | null, stdout = process.stdout): AuditLog {
  let last: Promise<void> = Promise.resolve();
  return (entry) => {
    const line = `${JSON.stringify({ audit: true, ...entry })}\n`;
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

/**
 * The console's `X-Console-Reason` (a ticket number, say), which it percent-encodes where a
 * header cannot carry the text (src/api/client.ts headerSafe): decoded, one short printable line.
 */
export function auditReason(value: string | null): string | undefined {
  if (!value) return undefined;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // Not from the console: recorded as sent.
  }
  const clean = text
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, 200);
  return clean === "" ? undefined : clean;
}

/** The `sub` claim of a bearer JWT, for the record only: the tenant verifies the token. */
export function claimedSubject(authorization: string | null): string | undefined {
  const payload = /^Bearer [^.]+\.([^.]+)\./i.exec(authorization ?? "")?.[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    const sub = (claims as { sub?: unknown } | null)?.sub;
    return typeof sub === "string" ? sub.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
