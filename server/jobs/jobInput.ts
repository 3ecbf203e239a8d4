import { MAX_JOB_LINES } from "../../src/api/jobs/types.ts";
import { PATH_PARAMS, QUERY } from "../../src/api/schemas/requestRules.ts";
import { isEmailText } from "../../src/api/users/identity.ts";
import { ProxyRefusal } from "../proxy/proxyError.ts";
import type { NewJob } from "./jobStore.ts";

/** A reason is a short note (a ticket number): as many code points as the audit line keeps. */
const MAX_REASON_CODE_POINTS = 200;
/** An email line, as users-by-email takes it (src/api/schemas/requestRules.ts `email`). */
const MAX_EMAIL_CODE_POINTS = 512;

function invalid(message: string): ProxyRefusal {
  return new ProxyRefusal(400, message, "invalid_job");
}

/** A value as the message shows it: cut, one line. */
function shown(value: string): string {
  const cut = Array.from(value).slice(0, 60).join("");
  return JSON.stringify(cut.length < value.length ? `${cut}…` : cut);
}

const KEYS = {
  "clear-risk-assessments": ["kind", "lines", "connection", "reason"],
  "add-organization-members": ["kind", "organization_id", "lines", "reason"],
} as const;

function record(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid("The body must be a JSON object with a kind");
  }
  return body as Record<string, unknown>;
}

function reasonOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw invalid('"reason" must be text or null');
  const reason = value.trim();
  if (/\p{Cc}/u.test(reason)) throw invalid('"reason" must be one line without control characters');
  if (Array.from(reason).length > MAX_REASON_CODE_POINTS) {
    throw invalid(`"reason" must be at most ${MAX_REASON_CODE_POINTS} characters`);
  }
  return reason === "" ? null : reason;
}

/** Why a line names no user, or undefined: an email, or a user id by the proxy's own rule. */
function lineProblem(line: string): string | undefined {
  if (line === "") return "is empty";
  if (isEmailText(line)) {
    if (Array.from(line).length > MAX_EMAIL_CODE_POINTS) {
      return `is an email longer than ${MAX_EMAIL_CODE_POINTS} characters`;
    }
    return undefined;
  }
  if (!PATH_PARAMS.userId.test(line)) {
    return /\p{Cc}/u.test(line)
      ? "holds a control character"
      : "is longer than a user id may be (1024 characters)";
  }
  return undefined;
}

function linesOf(value: unknown): string[] {
  if (!Array.isArray(value)) throw invalid('"lines" must be a list of user ids and emails');
  if (value.length === 0) throw invalid('"lines" is empty: give at least one user id or email');
  if (value.length > MAX_JOB_LINES) {
    throw invalid(`"lines" holds ${value.length} lines; a job takes at most ${MAX_JOB_LINES}`);
  }
  const seen = new Map<string, number>();
  return value.map((raw: unknown, index) => {
    if (typeof raw !== "string") throw invalid(`lines[${index}] must be text`);
    const line = raw.trim();
    const problem = lineProblem(line);
    if (problem) throw invalid(`lines[${index}] ${problem}: ${shown(line)}`);
    // The same user twice in one job would be sent twice: the page sends each line once.
    const first = seen.get(line);
    if (first !== undefined)
      throw invalid(`lines[${index}] repeats lines[${first}]: ${shown(line)}`);
    seen.set(line, index);
    return line;
  });
}

/**
 * `POST /__console/jobs`'s body, checked as strictly as the proxy checks a write: each mistake
 * is a 400 `invalid_job` that names the key or the line.
 */
export function jobInput(body: unknown): NewJob {
  const fields = record(body);
  const kind = fields.kind;
  if (kind !== "clear-risk-assessments" && kind !== "add-organization-members") {
    throw invalid('"kind" must be "clear-risk-assessments" or "add-organization-members"');
  }
  const allowed: readonly string[] = KEYS[kind];
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw invalid(`"${unknown}" is not a key of a ${kind} job`);
  const reason = reasonOf(fields.reason);
  if (kind === "clear-risk-assessments") {
    if (!("connection" in fields)) {
      throw invalid('"connection" is missing: a connection name, or null for each user\'s own');
    }
    const connection = fields.connection;
    if (
      connection !== null &&
      (typeof connection !== "string" || !QUERY.connectionName.value.test(connection))
    ) {
      throw invalid(
        '"connection" must be a connection name (letters, digits, single hyphens) or null',
      );
    }
    return { kind, organizationId: null, connection, reason, lines: linesOf(fields.lines) };
  }
  const organizationId = fields.organization_id;
  if (typeof organizationId !== "string" || !PATH_PARAMS.organizationId.test(organizationId)) {
    throw invalid('"organization_id" must be an organization id (org_ and 16 letters or digits)');
  }
  return { kind, organizationId, connection: null, reason, lines: linesOf(fields.lines) };
}
