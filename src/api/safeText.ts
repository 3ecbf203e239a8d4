/** Long enough for the service's longest messages (scope lists), short enough for a banner. */
const MAX_MESSAGE_LENGTH = 300;

export function looksLikeHtml(text: string): boolean {
  return (
    /^\s*(?:<!doctype\s|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) || /<\/[a-z]+>/i.test(text)
  );
}

/** One line, no control characters, at most `max` characters (counted in code points). */
export function oneLine(text: string, max = MAX_MESSAGE_LENGTH): string {
  const flat = text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const kept = chars.slice(0, max - 1).join("");
  return `${kept.trimEnd()}…`;
}

const JWT_LIKE = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /(Bearer\s+)\S+/gi;
/**
 * A token's signature echoed alone (an HS256 one is 43 base64url characters, RS256 342): a
 * standalone run of at least 43 of them mixing upper case, lower case and digits. Requiring the
 * mix spares long names and ids (`a_very_long_snake_case_attribute_name_here`), which a random
 * signature of that length all but never lacks.
 */
const BARE_SIGNATURE = /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{43,}(?![\w-])/g;

/**
 * A tenant or proxy may echo the Authorization header or the token into an error body; whatever
 * the fetch layer puts in a message must not carry it on into the UI, logs or error reports.
 */
export function redactSecrets(text: string, token?: string): string {
  let out = text;
  if (token) out = out.split(token).join("[token]");
  return out
    .replace(BEARER, "$1[token]")
    .replace(JWT_LIKE, "[token]")
    .replace(BARE_SIGNATURE, "[token]");
}
