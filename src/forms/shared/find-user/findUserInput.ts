import { isEmailText, isUserIdText } from "../../../api/users/identity";

/**
 * What a support agent typed into Find user: an email, a user id or (part of) a name. Each is
 * told apart in constant time from the characters it holds, so a pasted list of 10,000 lines is
 * classified without a long task.
 */
export type FindUserInput =
  | { readonly kind: "empty" }
  | { readonly kind: "email"; readonly email: string }
  | { readonly kind: "id"; readonly id: string }
  | { readonly kind: "name"; readonly term: string };

/** Fewer characters than this match too many users to choose from. */
export const MIN_NAME_CHARACTERS = 2;
/** The search refuses a leading wildcard with fewer literal characters (`name:*abc`). */
const LEADING_WILDCARD_MINIMUM = 3;

/**
 * The address in what a ticket or a mail client gives: `Jane Cooper <jane@acme.example>` or
 * `mailto:jane@acme.example`; anything else as it is.
 */
export function addressIn(text: string): string {
  const mailto = /^mailto:([^?\s]+)(\?.*)?$/i.exec(text);
  if (mailto?.[1]) return decodeMailto(mailto[1]);
  const named = /^[^<>]*<([^<>\s]+)>$/.exec(text);
  return named?.[1] !== undefined && isEmailText(named[1]) ? named[1] : text;
}

function decodeMailto(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

export function classifyFindUser(typed: string): FindUserInput {
  const text = addressIn(typed.trim());
  if (text === "") return { kind: "empty" };
  if (isUserIdText(text)) return { kind: "id", id: text };
  if (isEmailText(text)) return { kind: "email", email: text };
  return { kind: "name", term: text };
}

/** Everything the search syntax reads as an operator, and spaces, lose their meaning. */
function escapeTerm(text: string): string {
  return text.replace(/[\s+\-&|!(){}[\]^"~*?:\\/]/g, (char) => `\\${char}`);
}

/** `email:"…"` matches the address in any case (the exact read is case-sensitive). */
export function emailSearchQuery(email: string): string {
  return `email:"${email.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/**
 * A part of a name or an address, in any case: `name:*jan* OR email:*jan*`. With fewer than
 * three characters the search refuses a leading wildcard, so a short term matches the start.
 */
export function nameSearchQuery(term: string): string {
  const escaped = escapeTerm(term);
  const pattern = term.length >= LEADING_WILDCARD_MINIMUM ? `*${escaped}*` : `${escaped}*`;
  return `name:${pattern} OR email:${pattern}`;
}
