/**
 * The user search's query syntax (lifecycle-operations.md, "Query basics"), as far as a console
 * and a support agent write it: `field:"value"`, `field:value` with `*` and `?` wildcards and
 * `\` escapes, ranges `[a TO b]` and `{a TO b}` with `*` open ends, `_exists_:field`, `AND`,
 * `OR`, `NOT` (also `&&`, `||`, `!`, `-`), parentheses and `field:(a OR b)`. Terms side by side
 * are joined with OR, Lucene's default.
 */

import type { GlobPart } from "./glob.ts";

export type Matcher =
  | { kind: "exact"; text: string }
  | { kind: "wildcard"; glob: readonly GlobPart[] }
  | { kind: "range"; low?: string; high?: string; lowInclusive: boolean; highInclusive: boolean };

/** A chain of AND or OR is one node, so a long chain is wide, not deep. */
export type QueryNode =
  | { kind: "and" | "or"; nodes: readonly QueryNode[] }
  | { kind: "not"; node: QueryNode }
  | { kind: "exists"; field: string }
  | { kind: "term"; field: string | undefined; matcher: Matcher };

/** A query the service would refuse: a 400 on property q. */
export class QuerySyntaxError extends Error {}

type Token =
  | { type: "(" | ")" | ":" | "AND" | "OR" | "NOT" }
  | { type: "quoted"; text: string }
  | { type: "range"; matcher: Matcher }
  | { type: "word"; text: string; glob: GlobPart[]; literals: number; wildcards: number };

const LEADING_WILDCARD_MINIMUM = 3;
/**
 * Parentheses nest at most this deep, as JSON bodies do (body.ts): far past any query a person
 * writes, and far short of the call stack, which each level of the descent below uses.
 */
export const MAX_GROUP_DEPTH = 32;
/**
 * Terms in one query at most, Lucene's own default clause limit: each term is compared with
 * several fields of every user, so 3,500 bare terms held the tenant 8 s a request.
 */
export const MAX_TERMS = 1024;
const SPECIAL = new Set(["(", ")", '"', "[", "]", "{", "}", ":"]);

function readQuoted(q: string, start: number): [Token, number] {
  let text = "";
  for (let i = start + 1; i < q.length; i++) {
    const char = q[i];
    if (char === "\\" && i + 1 < q.length) text += q[++i];
    else if (char === '"') return [{ type: "quoted", text }, i + 1];
    else text += char;
  }
  throw new QuerySyntaxError("a quoted value is not closed");
}

function readRange(q: string, start: number): [Token, number] {
  const close = q.slice(start).search(/[\]}]/);
  if (close < 0) throw new QuerySyntaxError("a range is not closed with ] or }");
  const end = start + close;
  const parts = q
    .slice(start + 1, end)
    .trim()
    .split(/\s+TO\s+/);
  if (parts.length !== 2) throw new QuerySyntaxError("a range reads [low TO high]");
  const bound = (value = "") => (value === "*" ? undefined : value.replace(/^"|"$/g, ""));
  const matcher: Matcher = {
    kind: "range",
    lowInclusive: q[start] === "[",
    highInclusive: q[end] === "]",
  };
  const low = bound(parts[0]);
  const high = bound(parts[1]);
  if (low !== undefined) matcher.low = low;
  if (high !== undefined) matcher.high = high;
  return [{ type: "range", matcher }, end + 1];
}

function readWord(q: string, start: number): [Token, number] {
  let text = "";
  const glob: GlobPart[] = [];
  let literals = 0;
  let wildcards = 0;
  let i = start;
  for (; i < q.length; i++) {
    const char = q[i] ?? "";
    if (/\s/.test(char) || SPECIAL.has(char)) break;
    if (char === "\\" && i + 1 < q.length) {
      const escaped = q[++i] ?? "";
      text += escaped;
      glob.push({ literal: escaped });
      literals++;
    } else if (char === "*" || char === "?") {
      text += char;
      glob.push(char);
      wildcards++;
    } else {
      text += char;
      glob.push({ literal: char });
      literals++;
    }
  }
  return [{ type: "word", text, glob, literals, wildcards }, i];
}

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const char = q[i] ?? "";
    const pair = q.slice(i, i + 2);
    let token: Token;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === "(" || char === ")" || char === ":") [token, i] = [{ type: char }, i + 1];
    else if (pair === "&&" || pair === "||")
      [token, i] = [{ type: pair === "&&" ? "AND" : "OR" }, i + 2];
    else if ((char === "!" || char === "-") && i + 1 < q.length && !/\s/.test(q[i + 1] ?? "")) {
      [token, i] = [{ type: "NOT" }, i + 1];
    } else if (char === "+") {
      i++;
      continue;
    } else if (char === '"') [token, i] = readQuoted(q, i);
    else if (char === "[" || char === "{") [token, i] = readRange(q, i);
    else if (char === "]" || char === "}") throw new QuerySyntaxError(`unexpected ${char}`);
    else {
      [token, i] = readWord(q, i);
      if (token.type === "word" && ["AND", "OR", "NOT"].includes(token.text)) {
        token = { type: token.text as "AND" | "OR" | "NOT" };
      }
    }
    tokens.push(token);
  }
  return tokens;
}

function matcherOf(token: Token): Matcher {
  if (token.type === "quoted") return { kind: "exact", text: token.text };
  if (token.type === "range") return token.matcher;
  if (token.type !== "word") throw new QuerySyntaxError(`a value is missing before ${token.type}`);
  const leadingWildcard = token.glob[0] === "*" || token.glob[0] === "?";
  if (leadingWildcard && token.literals < LEADING_WILDCARD_MINIMUM) {
    throw new QuerySyntaxError(
      `a leading wildcard needs at least ${LEADING_WILDCARD_MINIMUM} other characters, such as name:*abc`,
    );
  }
  return token.wildcards > 0
    ? { kind: "wildcard", glob: token.glob }
    : { kind: "exact", text: token.text };
}

/** Recursive descent over the tokens: or → and → not → primary; only `(` descends again. */
class Parser {
  private position = 0;
  private depth = 0;
  private terms = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): QueryNode {
    const node = this.or(undefined);
    const left = this.tokens[this.position];
    if (left)
      throw new QuerySyntaxError(`unexpected ${left.type === "word" ? left.text : left.type}`);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private or(field: string | undefined): QueryNode {
    const first = this.and(field);
    const nodes = [first];
    for (let next = this.peek(); next && next.type !== ")"; next = this.peek()) {
      if (next.type === "OR") this.position++;
      nodes.push(this.and(field));
    }
    return nodes.length === 1 ? first : { kind: "or", nodes };
  }

  private and(field: string | undefined): QueryNode {
    const first = this.not(field);
    const nodes = [first];
    while (this.peek()?.type === "AND") {
      this.position++;
      nodes.push(this.not(field));
    }
    return nodes.length === 1 ? first : { kind: "and", nodes };
  }

  /** A run of NOTs is counted, not descended: thousands of `-` in a row must not use the stack. */
  private not(field: string | undefined): QueryNode {
    let negations = 0;
    for (; this.peek()?.type === "NOT"; this.position++) negations++;
    const node = this.primary(field);
    return negations % 2 === 1 ? { kind: "not", node } : node;
  }

  private primary(field: string | undefined): QueryNode {
    const token = this.tokens[this.position++];
    if (!token) throw new QuerySyntaxError("the query ends where a term should be");
    if (token.type === "(") {
      if (++this.depth > MAX_GROUP_DEPTH) {
        throw new QuerySyntaxError(`parentheses nest deeper than ${MAX_GROUP_DEPTH} levels`);
      }
      const node = this.or(field);
      if (this.tokens[this.position++]?.type !== ")")
        throw new QuerySyntaxError("a ( is not closed");
      this.depth--;
      return node;
    }
    if (++this.terms > MAX_TERMS) {
      throw new QuerySyntaxError(`the query holds more than ${MAX_TERMS} terms`);
    }
    if (token.type === "word" && this.peek()?.type === ":") {
      this.position++;
      if (field !== undefined) throw new QuerySyntaxError(`${token.text}: inside ${field}:( )`);
      if (token.text === "_exists_") return { kind: "exists", field: this.existsField() };
      if (this.peek()?.type === "(") return this.primary(token.text);
      const value = this.tokens[this.position++];
      if (!value) throw new QuerySyntaxError(`${token.text}: has no value`);
      return { kind: "term", field: token.text, matcher: matcherOf(value) };
    }
    return { kind: "term", field, matcher: matcherOf(token) };
  }

  private existsField(): string {
    const token = this.tokens[this.position++];
    if (token?.type !== "word") throw new QuerySyntaxError("_exists_: needs a field name");
    return token.text;
  }
}

/** The query's tree, or a QuerySyntaxError saying what the service would refuse. */
export function parseUserQuery(q: string): QueryNode {
  const tokens = tokenize(q);
  if (tokens.length === 0) throw new QuerySyntaxError("the query is empty");
  return new Parser(tokens).parse();
}
