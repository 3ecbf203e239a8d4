import { userId } from "../../api/schemas/riskAssessment";
import { isEmailText } from "../../api/users/identity";
import { addressIn } from "../shared/find-user/findUserInput";
import { membersMessages as text } from "./messages";

/** One entry of the list, where it was typed. */
export interface MemberLine {
  /** 1-based, as an editor counts lines. */
  readonly line: number;
  /** A user id, or an email (which needs read:users to be read). */
  readonly value: string;
}

/** A line that names no user, or that the tenant said names none, with why. */
export interface MarkedLine extends MemberLine {
  readonly reason: string;
}

interface ParsedMemberLines {
  /** Each id or email once, in the order typed. */
  readonly entries: readonly MemberLine[];
  /** Entries that cannot be a user id or an email, with why. */
  readonly invalid: readonly MarkedLine[];
}

/**
 * User ids and emails typed one a line or separated by commas; blanks and repeats are dropped,
 * and "Name <address>" or "mailto:" gives its address, as tickets and mail clients paste them.
 * Emails are accepted only when users can be read (`emails`), since only a read finds their id.
 */
export function parseMemberLines(typed: string, emails: boolean): ParsedMemberLines {
  const entries: MemberLine[] = [];
  const invalid: MarkedLine[] = [];
  const seen = new Set<string>();
  typed.split(/\r\n|\n|\r/).forEach((row, index) => {
    for (const raw of row.split(",")) {
      const value = addressIn(raw.trim());
      if (value === "" || seen.has(value)) continue;
      seen.add(value);
      const line = index + 1;
      const reason = problemOf(value, emails);
      if (reason === undefined) entries.push({ line, value });
      else invalid.push({ line, value, reason });
    }
  });
  return { entries, invalid };
}

/**
 * Words with spaces between, or an `@` outside both an email and a provider's id, are no user
 * anyone means. The contract bounds an id by its length only, so anything else is read by id.
 */
function problemOf(value: string, emails: boolean): string | undefined {
  if (isEmailText(value)) return emails ? undefined : text.emailNeedsScope;
  if (/\s/.test(value)) return text.spaceInside;
  if (value.includes("@") && !value.includes("|")) return text.notAnEmail;
  const checked = userId.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
