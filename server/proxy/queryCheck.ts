import type { OperationRoute } from "../../src/api/operations.ts";
import type { QueryRule } from "../../src/api/schemas/requestRules.ts";
import { ProxyRefusal } from "./proxyError.ts";

/** A whole number as the console writes it: digits, no sign, no leading zero. */
const WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

function refused(message: string): ProxyRefusal {
  return new ProxyRefusal(400, `Query validation error: ${message}`, "invalid_query_string");
}

function decoded(raw: string): string {
  try {
    // Form encoding, as URLSearchParams writes it: `+` is a space.
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    throw refused("the query holds a malformed percent-encoding");
  }
}

function fits(rule: QueryRule, value: string): boolean {
  if (rule.value instanceof RegExp) return rule.value.test(value);
  if (!WHOLE_NUMBER.test(value)) return false;
  const number = Number(value);
  return number >= rule.value.min && number <= rule.value.max;
}

/**
 * The query of an allowed call, held to the keys and values its row declares (what the console
 * sends), and written again from what was checked: the tenant receives exactly the pairs read
 * here, so no parser between here and there can read the query another way. "" for none.
 */
export function checkedQuery(route: OperationRoute, search: string): string {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (raw === "") return "";
  const rules = route.query ?? {};
  const seen = new Set<string>();
  const kept = new URLSearchParams();
  for (const pair of raw.split("&")) {
    const at = pair.indexOf("=");
    if (at === -1) throw refused("every parameter is written name=value");
    const name = decoded(pair.slice(0, at));
    const value = decoded(pair.slice(at + 1));
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) throw refused(`${route.name} takes no query parameter "${name}"`);
    if (seen.has(name) && !rule.repeats) throw refused(`"${name}" may appear only once`);
    if (!fits(rule, value)) throw refused(`"${name}" has a value outside what the console sends`);
    seen.add(name);
    kept.append(name, value);
  }
  return `?${kept}`;
}
