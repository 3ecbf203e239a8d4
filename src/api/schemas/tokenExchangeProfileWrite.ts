import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { boundedString, lengthProblem } from "./text.ts";
import { TOKEN_EXCHANGE_PROFILE_TYPES } from "./tokenExchangeProfile.ts";

const L = LIMITS.tokenExchangeProfile;

/**
 * Namespaces the service keeps for itself: the IETF's and its two companies' (public docs,
 * "configure custom token exchange"). Compared without regard to case, as URI schemes and
 * host names are.
 */
export const RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES = [
  "urn:ietf",
  "http://auth0.com",
  "https://auth0.com",
  "http://okta.com",
  "https://okta.com",
  "urn:auth0",
  "urn:okta",
] as const;

/** A subject token type starts with one of these. */
export const SUBJECT_TOKEN_TYPE_SCHEMES = ["https://", "urn:"] as const;

const EXAMPLE = "such as urn:example:partner-token or https://example.com/token-types/partner";

function isUri(value: string): boolean {
  return !/\s/.test(value) && URL.canParse(value);
}

/**
 * Whether `value` lies in the namespace `prefix`: the prefix, then the end or a separator. So
 * `urn:ietf:params:…` and `https://auth0.com/x` are inside, `urn:ietfx:…` is not: refusing a
 * value the service takes would be worse than letting the service refuse it.
 */
function inNamespace(value: string, prefix: string): boolean {
  return value.startsWith(prefix) && /^([:/?#]|$)/.test(value.slice(prefix.length));
}

/**
 * What is wrong with a subject token type, in words, or undefined when nothing is: its length,
 * then its form (a URI), then its scheme, then a reserved namespace.
 */
export function subjectTokenTypeProblem(value: string): string | undefined {
  const length = lengthProblem(value, L.subjectTokenType);
  if (length) return length;
  if (!isUri(value)) return `Must be a URI, ${EXAMPLE}`;
  const lower = value.toLowerCase();
  if (!SUBJECT_TOKEN_TYPE_SCHEMES.some((scheme) => lower.startsWith(scheme))) {
    return `Must start with ${SUBJECT_TOKEN_TYPE_SCHEMES.join(" or ")}, ${EXAMPLE}`;
  }
  const reserved = RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES.find((prefix) =>
    inNamespace(lower, prefix),
  );
  if (reserved)
    return `${reserved} is reserved by the service: use a namespace you own, ${EXAMPLE}`;
  return undefined;
}

export const subjectTokenType = z
  .string({ error: (issue) => (issue.input === undefined ? "Required" : "Must be text") })
  .check((ctx) => {
    const problem = subjectTokenTypeProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: problem });
  });

export const tokenExchangeProfileName = boundedString(L.name);

/** POST /token-exchange-profiles: all four required, nothing else. */
export const tokenExchangeProfileCreateSchema = z.strictObject({
  name: tokenExchangeProfileName,
  subject_token_type: subjectTokenType,
  action_id: boundedString(L.actionId),
  type: z.enum(TOKEN_EXCHANGE_PROFILE_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? "Required"
        : `Type field must be ${TOKEN_EXCHANGE_PROFILE_TYPES.join(" or ")}`,
  }),
});
export type TokenExchangeProfileCreate = z.infer<typeof tokenExchangeProfileCreateSchema>;

/** Set at creation and never changed: a PATCH that sends one is refused. */
export const TOKEN_EXCHANGE_PROFILE_FIXED_FIELDS = ["action_id", "type"] as const;

const CHANGEABLE = "only name and subject_token_type can change";

/** PATCH /token-exchange-profiles/{id}: name, subject_token_type, or both; at least one. */
export const tokenExchangeProfilePatchSchema = z
  .strictObject(
    {
      name: tokenExchangeProfileName.optional(),
      subject_token_type: subjectTokenType.optional(),
    },
    {
      error: (issue) => {
        if (issue.code !== "unrecognized_keys") return undefined;
        const fixed = issue.keys.filter((key) =>
          (TOKEN_EXCHANGE_PROFILE_FIXED_FIELDS as readonly string[]).includes(key),
        );
        return fixed.length > 0
          ? `Unable to update field ${fixed.join(", ")}: it is fixed after creation; ${CHANGEABLE}`
          : `Unrecognized key: ${issue.keys.map((key) => `"${key}"`).join(", ")}; ${CHANGEABLE}`;
      },
    },
  )
  .check((ctx) => {
    // Only for a body that is otherwise fine: a refused field says more than "send one".
    if (ctx.issues.length > 0 || Object.keys(ctx.value).length > 0) return;
    ctx.issues.push({
      code: "custom",
      input: ctx.value,
      message: "Send at least one of name and subject_token_type",
    });
  });
export type TokenExchangeProfilePatch = z.infer<typeof tokenExchangeProfilePatchSchema>;
