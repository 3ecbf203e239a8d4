import type {
  UserAttributeProfile,
  UserAttributeProfilePatch,
} from "../../../api/schemas/userAttributeProfile";
import type { KnownUserAttributeProfile } from "../fields";
import { fieldNameOf } from "./fieldNames";

/** "none": the property is not set; "unknown": the console did not know it before the save. */
export type DiffCell = { kind: "value"; text: string } | { kind: "none" } | { kind: "unknown" };

export interface DiffRow {
  /** The field in words ("SAML mapping of email"); `path` is its API path, shown as detail. */
  field: string;
  path: string;
  before: DiffCell;
  after: DiffCell;
}

function leafText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Objects open into their properties; a list is one value, so a new order shows as a change. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, into);
  } else if (value !== undefined) {
    into.set(path, leafText(value));
  }
  return into;
}

/** One part of the profile: the name, user_id, or one attribute, read from each side. */
function sectionOf(
  path: string,
  key: string,
  start?: object,
  saved?: object,
  sent?: object,
  attribute?: string,
) {
  const has = (side?: object): side is Record<string, unknown> =>
    side !== undefined && Object.hasOwn(side, key);
  return {
    path,
    attribute,
    before: has(start) ? start[key] : undefined,
    known: has(start),
    sent: has(sent),
    after: has(saved) ? saved[key] : undefined,
  };
}

function sectionsOf(
  start: KnownUserAttributeProfile,
  saved: UserAttributeProfile,
  sent: UserAttributeProfilePatch,
) {
  const attributes = start.user_attributes ?? {};
  const names = new Set([...Object.keys(saved.user_attributes), ...Object.keys(attributes)]);
  return [
    sectionOf("name", "name", start, saved, sent),
    sectionOf("user_id", "user_id", start, saved, sent),
    ...[...names].map((name) =>
      sectionOf(
        `user_attributes.${name}`,
        name,
        attributes,
        saved.user_attributes,
        sent.user_attributes,
        name,
      ),
    ),
  ];
}

function cell(leaf: string | undefined, known: boolean): DiffCell {
  if (!known) return { kind: "unknown" };
  return leaf === undefined ? { kind: "none" } : { kind: "value", text: leaf };
}

/**
 * What the save changed: every value that differs between the starting point and the tenant's
 * answer. A part the console knew nothing of is listed only when this save sent it.
 */
export function userAttributeProfileDiff(
  start: KnownUserAttributeProfile,
  saved: UserAttributeProfile,
  sent: UserAttributeProfilePatch,
): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const section of sectionsOf(start, saved, sent)) {
    if (!section.known && !section.sent) continue;
    const before = leaves(section.before, section.path, new Map());
    const after = leaves(section.after, section.path, new Map());
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(path);
      const now = after.get(path);
      if (section.known && was === now) continue;
      const field = fieldNameOf(path, section.attribute);
      rows.push({ field, path, before: cell(was, section.known), after: cell(now, true) });
    }
  }
  return rows;
}
