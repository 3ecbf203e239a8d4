import { userId } from "../../api/schemas/riskAssessment";

export interface ParsedMemberIds {
  /** Each id once, in the order typed. */
  readonly ids: readonly string[];
  /** Entries that cannot be a user id, with why. */
  readonly invalid: readonly { readonly entry: string; readonly problem: string }[];
}

/** User ids typed one a line or separated by commas; blanks and repeats are dropped. */
export function parseMemberIds(text: string): ParsedMemberIds {
  const ids: string[] = [];
  const invalid: { entry: string; problem: string }[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const entry = raw.trim();
    if (entry === "" || ids.includes(entry)) continue;
    const checked = userId.safeParse(entry);
    if (checked.success) ids.push(entry);
    else invalid.push({ entry, problem: checked.error.issues[0]?.message ?? "Not a user id" });
  }
  return { ids, invalid };
}
