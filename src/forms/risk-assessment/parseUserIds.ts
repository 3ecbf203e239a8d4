import { isEmailText } from "../../api/users/identity";
import { addressIn } from "../shared/find-user/findUserInput";
import { riskAssessmentMessages } from "./messages";
import { userIdProblem } from "./schema";

export interface InvalidLine {
  /** 1-based, as an editor counts lines. */
  readonly line: number;
  readonly value: string;
  readonly reason: string;
}

export interface ParsedUserIds {
  /** Valid ids and emails, first occurrence order, each once. */
  readonly ids: readonly string[];
  /** How many of `ids` are emails, each resolved to its user before the clear. */
  readonly emails: number;
  readonly invalid: readonly InvalidLine[];
  readonly blankLines: number;
  readonly duplicates: number;
}

type IdCheck = (value: string) => string | undefined;

/**
 * A line no ticket means as one user: words with spaces between ("not an id at all"), or an `@`
 * outside both an email and a provider's id ("@@@"). The contract bounds an id by its length
 * only, so these would be sent, and fail one by one as "User not found".
 */
function junkProblem(value: string): string | undefined {
  if (/\s/.test(value)) return riskAssessmentMessages.list.spaceInside;
  if (value.includes("@") && !value.includes("|")) return riskAssessmentMessages.list.notAnEmail;
  return undefined;
}

/** The last list read: a paste is read by the render, the resolver and the submit, once. */
let last:
  | { text: string; acceptEmails: boolean; check: IdCheck; parsed: ParsedUserIds }
  | undefined;

/**
 * One id per line, or an email (told apart per line in constant time: an id holds a `|`, an
 * email one `@`), which needs read:users (`acceptEmails`) to find its user. Spaces and tabs
 * around an id are dropped (tickets and spreadsheets add them; the tenant's ids do not carry
 * them), as are blank lines and repeats of an id already listed. Every other line must be an id
 * the request can carry, or the batch does not start.
 */
export function parseUserIds(
  text: string,
  acceptEmails = true,
  check: IdCheck = userIdProblem,
): ParsedUserIds {
  if (last?.text === text && last.acceptEmails === acceptEmails && last.check === check) {
    return last.parsed;
  }
  const parsed = readLines(text, acceptEmails, check);
  last = { text, acceptEmails, check, parsed };
  return parsed;
}

/** Each line is trimmed, looked up in a set and checked once: linear in the list's length. */
function readLines(text: string, acceptEmails: boolean, check: IdCheck): ParsedUserIds {
  const ids: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidLine[] = [];
  let blankLines = 0;
  let duplicates = 0;
  let emails = 0;
  const lines = text.split(/\r\n|\n|\r/);
  // The newline after the last id (or an empty box) is not a blank line anyone typed.
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, index) => {
    // "Jane Cooper <jane@acme.example>" and "mailto:…", as tickets and mail clients paste them.
    const value = addressIn(raw.trim());
    if (value === "") {
      blankLines++;
      return;
    }
    if (seen.has(value)) {
      duplicates++;
      return;
    }
    const email = isEmailText(value);
    const reason = email
      ? acceptEmails
        ? undefined
        : riskAssessmentMessages.list.emailNeedsScope
      : (junkProblem(value) ?? check(value));
    if (reason) {
      invalid.push({ line: index + 1, value, reason });
      return;
    }
    seen.add(value);
    ids.push(value);
    if (email) emails++;
  });
  return { ids, emails, invalid, blankLines, duplicates };
}
