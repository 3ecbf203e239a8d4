import { KNOWN_ATTRIBUTE_PROPERTIES } from "./formValues";
import { parseJsonText } from "./jsonText";

export type OtherPropertiesResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * The "other properties" box of an attribute: empty, or a JSON object of properties the editor
 * has no input for. A known property here would compete with its own input, so it is refused.
 */
export function parseOtherProperties(text: string): OtherPropertiesResult {
  if (text.trim() === "") return { ok: true, value: {} };
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: 'Must be a JSON object, such as {"x_source": "hr"}' };
  }
  const known = Object.keys(value).filter((key) => KNOWN_ATTRIBUTE_PROPERTIES.includes(key));
  if (known.length > 0) {
    return {
      ok: false,
      message: `${known.map((key) => `"${key}"`).join(", ")} ${known.length === 1 ? "has its own input" : "have their own inputs"}: set ${known.length === 1 ? "it" : "them"} there instead`,
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
