import type { TokenExchangeProfile } from "../../src/api/schemas/index.ts";
import { alphanumeric, pick, randomFor, randomInt, uuid } from "../prng.ts";
import { TOKEN_EXCHANGE_ACTION_IDS } from "./actions.ts";

/** Seeded profiles are spread over the months before this instant. */
const SEED_EPOCH = Date.UTC(2024, 0, 8, 9, 0, 0);
const MINUTE = 60_000;

const COMPANIES = ["acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "tyrell"];
const KINDS = ["legacy", "mainframe", "mobile", "partner", "kiosk", "device", "sso", "session"];
const ADJECTIVES = ["Legacy", "Internal", "Regional", "Primary", "Staging", "Production"];
const TEAMS = ["identity", "platform", "mobile", "partners", "security"];

/**
 * Profile number `index` (0-based) of a seed. Each profile draws from its own generator, so
 * profiles added later continue the series without disturbing those already served.
 */
export function tokenExchangeProfileAt(
  seed: number,
  index: number,
  createdAt?: number,
): TokenExchangeProfile {
  const random = randomFor(seed, 3, index);
  const company = pick(random, COMPANIES);
  // The first few take each kind once, so their short URNs never collide.
  const kind = KINDS[index] ?? pick(random, KINDS);
  const number = index + 1;
  const created = createdAt ?? SEED_EPOCH + index * 37 * MINUTE + randomInt(random, 0, 30) * MINUTE;
  const updated = random() < 0.3 ? created + randomInt(random, 1, 5000) * MINUTE : created;
  const subjectTokenType =
    index % 5 === 4
      ? `https://${company}.example/token-types/${kind}/${number}`
      : `urn:${company}:${kind}-token${index < KINDS.length ? "" : `:${number}`}`;
  const id = `tep_${alphanumeric(random, 16)}`;
  const name = `${pick(random, ADJECTIVES)} ${kind} exchange ${number}`;
  const unknownActionId = uuid(random);
  const profile: TokenExchangeProfile = {
    id,
    name,
    subject_token_type: subjectTokenType,
    // Most run one of the tenant's deployed token exchange actions; every tenth names an action
    // deleted since, as real tenants have, whose name no listing can supply.
    action_id:
      index % 10 === 9
        ? unknownActionId
        : (TOKEN_EXCHANGE_ACTION_IDS[index % TOKEN_EXCHANGE_ACTION_IDS.length] ?? unknownActionId),
    type: "custom_authentication",
    created_at: new Date(created).toISOString(),
    updated_at: new Date(Math.max(updated, created)).toISOString(),
  };
  // The list allows properties beyond the contract's; some profiles carry them.
  if (index % 4 === 1) {
    profile.metadata = { team: pick(random, TEAMS), ticket: `IAM-${randomInt(random, 100, 9999)}` };
  }
  if (index % 9 === 2)
    profile.description = `Exchanges ${company} ${kind} tokens for tenant tokens`;
  return profile;
}

export function seedTokenExchangeProfiles(seed: number, count: number): TokenExchangeProfile[] {
  return Array.from({ length: count }, (_, index) => tokenExchangeProfileAt(seed, index));
}
