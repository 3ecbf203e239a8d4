import {
  ATTRIBUTE_FIELDS,
  type AttributeRow,
  apiOf,
  type KnownUserAttributeProfile,
} from "../fields";
import { sameJson } from "../sameJson";

/** How one row of the overview differs from the starting point, before Save. */
type AttributeChange = "added" | "changed" | "unchanged";

function original(start: KnownUserAttributeProfile, name: string): unknown {
  const attributes = start.user_attributes ?? {};
  return Object.hasOwn(attributes, name) ? attributes[name] : undefined;
}

export function attributeChange(
  start: KnownUserAttributeProfile,
  { origin, name, ...row }: AttributeRow,
): AttributeChange {
  const before = origin === "" ? undefined : original(start, origin);
  if (before === undefined) return "added";
  if (name !== origin) return "changed";
  return sameJson(apiOf(ATTRIBUTE_FIELDS, row, before), before) ? "unchanged" : "changed";
}

/** The starting point's attributes no row holds any more: removed before Save. */
export function removedAttributes(
  start: KnownUserAttributeProfile,
  rows: readonly Pick<AttributeRow, "origin">[],
): string[] {
  const kept = new Set(rows.map((row) => row.origin));
  return Object.keys(start.user_attributes ?? {}).filter((name) => !kept.has(name));
}
