import { ID_PATTERNS } from "../schemas/idPatterns";
import { lengthProblem } from "../schemas/length";
import { LIMITS } from "../schemas/limits";
import type {
  TokenExchangeProfile,
  TokenExchangeProfileList,
  TokenExchangeProfileListQuery,
} from "../schemas/tokenExchangeProfile";

/*
 * The profile list's check, written without zod so the first row needs none (decision 014).
 * It only ever accepts what the contract's schemas accept, unchanged; anything it does not
 * accept goes to the schema itself, loaded then, whose answer (the data, or its errors) is the
 * one used. listCheck.test.ts holds both to the same answers.
 */

const L = LIMITS.tokenExchangeProfile;
const PROFILE_TYPES: readonly unknown[] = ["custom_authentication"];
const LIST_KEYS = new Set(["next", "token_exchange_profiles"]);

// z.iso.datetime({ offset: true }), as zod 4 writes it (node_modules/zod/v4/core/regexes.js).
const DATE = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?";
const DATETIME = new RegExp(`^${DATE}T(?:${TIME}(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const bounded = (value: unknown, bounds: { min: number; max: number }) =>
  typeof value === "string" && lengthProblem(value, bounds) === undefined;

/** zod's z.url() trims and drops tabs and newlines first; a value it would rewrite goes to zod. */
const cleanUrl = (value: unknown) =>
  typeof value === "string" &&
  value === value.trim() &&
  !/[\t\n\r]/.test(value) &&
  URL.canParse(value) &&
  lengthProblem(value, L.subjectTokenType) === undefined;

function isProfile(value: unknown): value is TokenExchangeProfile {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    ID_PATTERNS.tokenExchangeProfile.test(value.id) &&
    bounded(value.name, L.name) &&
    cleanUrl(value.subject_token_type) &&
    bounded(value.action_id, L.actionId) &&
    PROFILE_TYPES.includes(value.type) &&
    typeof value.created_at === "string" &&
    DATETIME.test(value.created_at) &&
    typeof value.updated_at === "string" &&
    DATETIME.test(value.updated_at)
  );
}

/** The page when it certainly meets the contract, else undefined (ask the schema). */
export function quickProfileList(json: unknown): TokenExchangeProfileList | undefined {
  if (!isRecord(json) || !Object.keys(json).every((key) => LIST_KEYS.has(key))) return undefined;
  if (json.next !== undefined && typeof json.next !== "string") return undefined;
  const profiles = json.token_exchange_profiles;
  if (!Array.isArray(profiles) || !profiles.every(isProfile)) return undefined;
  return json as TokenExchangeProfileList;
}

/** The query when it certainly meets the contract, else undefined (ask the schema). */
export function quickListQuery(
  input: TokenExchangeProfileListQuery,
): TokenExchangeProfileListQuery | undefined {
  const { from, take, ...rest } = input;
  if (Object.keys(rest).length > 0) return undefined;
  if (from !== undefined && (typeof from !== "string" || from === "")) return undefined;
  const { min, max } = LIMITS.take;
  if (take !== undefined && !(Number.isInteger(take) && take >= min && take <= max)) {
    return undefined;
  }
  return input;
}
