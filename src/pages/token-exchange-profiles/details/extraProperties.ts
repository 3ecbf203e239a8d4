import {
  type TokenExchangeProfile,
  tokenExchangeProfileSchema,
} from "../../../api/schemas/tokenExchangeProfile";

const CONTRACT_FIELDS = new Set(Object.keys(tokenExchangeProfileSchema.shape));

/** What a profile carries beyond the contract's fields, kept as the tenant sent it. */
export function extraProperties(profile: TokenExchangeProfile): Record<string, unknown> | null {
  const extras = Object.entries(profile).filter(([key]) => !CONTRACT_FIELDS.has(key));
  return extras.length === 0 ? null : Object.fromEntries(extras);
}

const INDENT = "  ";

/** A value on one line when it has no parts: text as it is (no quotes), nothing as "none". */
function scalarText(value: unknown): string | undefined {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value === "" ? '""' : value;
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value) && value.length === 0) return "none";
  if (!Array.isArray(value) && Object.keys(value).length === 0) return "none";
  if (Array.isArray(value) && value.every((item) => scalarText(item) !== undefined))
    return value.map((item) => scalarText(item)).join(", ");
  return undefined;
}

function lines(entries: [string, unknown][], depth: number): string[] {
  return entries.flatMap(([key, value]) => {
    const pad = INDENT.repeat(depth);
    const scalar = scalarText(value);
    if (scalar !== undefined) return [`${pad}${key}: ${scalar}`];
    const parts: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [`item ${index + 1}`, item])
      : Object.entries(value as Record<string, unknown>);
    return [`${pad}${key}:`, ...lines(parts, depth + 1)];
  });
}

/**
 * The extras as a reader would write them, not as JSON: one "key: value" line each, text
 * without quotes, a list of plain values on one line, nested objects indented under their key.
 */
export function readableExtraProperties(extras: Record<string, unknown>): string {
  return lines(Object.entries(extras), 0).join("\n");
}
