import { foldGlob, type GlobPart, globMatches } from "./glob.ts";
import type { Matcher, QueryNode } from "./query.ts";

/** Fields whose values match regardless of case; every other value is case-sensitive. */
const CASE_INSENSITIVE = new Set([
  "email",
  "email.domain",
  "name",
  "given_name",
  "family_name",
  "nickname",
]);

/** What a term without a field searches. */
const DEFAULT_FIELDS = ["user_id", "email", "name", "given_name", "family_name", "nickname"];

/** Not indexed by the service, so a query on them matches nothing. */
const NOT_SEARCHABLE = new Set(["multifactor", "last_password_reset"]);

type Resource = Readonly<Record<string, unknown>>;

function leaves(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, path));
  if (path.length === 0) return value === undefined || value === null ? [] : [value];
  const [head = "", ...rest] = path;
  // Own properties only: `constructor`, `__proto__` or `toString` are no user's fields.
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, head)) return [];
  return leaves((value as Record<string, unknown>)[head], rest);
}

/** Every value a field holds, as text; `identities.connection` reads each identity's. */
function valuesOf(user: Resource, field: string): string[] {
  if (NOT_SEARCHABLE.has(field)) return [];
  if (field === "email.domain") {
    const email = typeof user.email === "string" ? user.email : "";
    return email.includes("@") ? [email.slice(email.lastIndexOf("@") + 1)] : [];
  }
  return leaves(user, field.split(".")).map(String);
}

const isNumber = (text: string | undefined) => text !== undefined && /^-?\d+(\.\d+)?$/.test(text);

function compare(value: string, bound: string): number {
  if (isNumber(value) && isNumber(bound)) return Number(value) - Number(bound);
  return value < bound ? -1 : value > bound ? 1 : 0;
}

const fold = (text: string, anyCase: boolean) => (anyCase ? text.toLowerCase() : text);

/** A search reads every user: each wildcard's lower-case form is made once, not per user. */
const lowerCaseGlobs = new WeakMap<Matcher, GlobPart[]>();

function globOf(matcher: Matcher & { kind: "wildcard" }, anyCase: boolean): readonly GlobPart[] {
  if (!anyCase) return matcher.glob;
  let glob = lowerCaseGlobs.get(matcher);
  if (!glob) {
    glob = foldGlob(matcher.glob, (text) => fold(text, true));
    lowerCaseGlobs.set(matcher, glob);
  }
  return glob;
}

function matches(matcher: Matcher, value: string, anyCase: boolean): boolean {
  switch (matcher.kind) {
    case "exact":
      return fold(value, anyCase) === fold(matcher.text, anyCase);
    case "wildcard":
      return globMatches(globOf(matcher, anyCase), fold(value, anyCase));
    case "range": {
      const { low, high, lowInclusive, highInclusive } = matcher;
      const fromLow = low === undefined ? 1 : compare(value, low);
      const toHigh = high === undefined ? -1 : compare(value, high);
      return (
        (lowInclusive ? fromLow >= 0 : fromLow > 0) && (highInclusive ? toHigh <= 0 : toHigh < 0)
      );
    }
  }
}

function termMatches(user: Resource, field: string | undefined, matcher: Matcher): boolean {
  return (field === undefined ? DEFAULT_FIELDS : [field]).some((name) =>
    valuesOf(user, name).some((value) => matches(matcher, value, CASE_INSENSITIVE.has(name))),
  );
}

/** Whether a user (as GET /users/{id} answers it) satisfies the query. */
export function userMatches(node: QueryNode, user: Resource): boolean {
  switch (node.kind) {
    case "and":
      return node.nodes.every((each) => userMatches(each, user));
    case "or":
      return node.nodes.some((each) => userMatches(each, user));
    case "not":
      return !userMatches(node.node, user);
    case "exists":
      return valuesOf(user, node.field).length > 0;
    case "term":
      return termMatches(user, node.field, node.matcher);
  }
}
