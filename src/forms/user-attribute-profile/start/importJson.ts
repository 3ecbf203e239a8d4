import type { z } from "zod";
import {
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "../../../api/schemas/userAttributeProfile";
import { plural } from "../../../lib/plural";
import type { KnownUserAttributeProfile } from "../fields";

type ImportResult =
  | { ok: true; id: string | undefined; profile: KnownUserAttributeProfile }
  | { ok: false; message: string };

const SHOWN_ISSUES = 3;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const listed = issues.slice(0, SHOWN_ISSUES).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join(".") : "the top level";
    return `at ${where}: ${issue.message}`;
  });
  const more = issues.length - listed.length;
  const tail = more > 0 ? `; and ${plural(more, "more problem")}` : "";
  return `The JSON does not fit the contract ${listed.join("; ")}${tail}.`;
}

/**
 * JSON.parse's own words, with the line and column where the engine gives a position (V8 says
 * "at position N", Firefox "at line L column C"); an engine that gives none is quoted as it is.
 */
function syntaxMessage(text: string, error: unknown): string {
  const said = error instanceof Error ? error.message : String(error);
  const reason = said
    .replace(/^JSON\.parse: /, "")
    .replace(/ (in JSON )?at (position|line) .*$/, "");
  const position = /at position (\d+)/.exec(said)?.[1];
  const before = position === undefined ? undefined : text.slice(0, Number(position)).split("\n");
  const line = before ? before.length : /at line (\d+)/.exec(said)?.[1];
  const column = before ? (before.at(-1)?.length ?? 0) + 1 : /column (\d+)/.exec(said)?.[1];
  const where = line === undefined ? "" : ` at line ${line}, column ${column}`;
  return `Not valid JSON${where}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.`;
}

/**
 * Reads a pasted profile: either a whole profile as the tenant returns it (it has an `id`), or
 * a PATCH body (`name`, `user_id`, `user_attributes`, each optional). Both are checked with the
 * contract's schemas; the answer says where the first problems are.
 */
export function importProfileJson(text: string): ImportResult {
  if (text.trim() === "") return { ok: false, message: "Paste a profile JSON first." };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: syntaxMessage(text, error) };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message:
        "The JSON must be an object: a whole profile, or a body with name, user_id and user_attributes.",
    };
  }
  if (Object.hasOwn(value, "id")) {
    const profile = userAttributeProfileSchema.safeParse(value);
    if (!profile.success) return { ok: false, message: describeIssues(profile.error.issues) };
    const { id, ...known } = profile.data;
    return { ok: true, id, profile: known };
  }
  const body = userAttributeProfilePatchSchema.safeParse(value);
  if (!body.success) return { ok: false, message: describeIssues(body.error.issues) };
  // `user_id: null` leaves the mapping as it is, so it says nothing about the profile.
  const { user_id: userId, ...rest } = body.data;
  return {
    ok: true,
    id: undefined,
    profile: userId === null ? rest : { ...rest, user_id: userId },
  };
}
