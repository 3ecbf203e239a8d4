import { parseArgs } from "node:util";
import {
  CONSOLE_SCOPES,
  CONSOLE_WEB_CLIENT,
  createTenant,
  DEFAULT_BUCKET_SCALE,
  DEFAULT_LIMITS,
  DEFAULT_OPERATOR_PASSWORD,
  DEFAULT_ORGANIZATION_COUNT,
  DEFAULT_PROFILE_COUNT,
  DEFAULT_SEED,
  DEFAULT_USER_COUNT,
  MAX_SEEDED_USERS,
  signInPeopleLines,
} from "./index.ts";

const USAGE = `Usage: npm run tenant -- [--port 4010] [--profiles ${DEFAULT_PROFILE_COUNT}] [--seed ${DEFAULT_SEED}] [--organizations ${DEFAULT_ORGANIZATION_COUNT}] [--users ${DEFAULT_USER_COUNT}] [--test-control] [--public-origin URL] [--max-organizations ${DEFAULT_LIMITS.organizations}] [--max-profiles ${DEFAULT_LIMITS.tokenExchangeProfiles}] [--profile-create-limit ${DEFAULT_LIMITS.tokenExchangeProfilesCreate}] [--bucket-scale ${DEFAULT_BUCKET_SCALE}] [--operator-password PASSWORD]`;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    process.stderr.write(`--${name} must be a whole number, got "${value}"\n${USAGE}\n`);
    process.exit(2);
  }
  return parsed;
}

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    profiles: { type: "string" },
    seed: { type: "string" },
    organizations: { type: "string" },
    "test-control": { type: "boolean", default: false },
    "public-origin": { type: "string" },
    "max-organizations": { type: "string" },
    "max-profiles": { type: "string" },
    "profile-create-limit": { type: "string" },
    users: { type: "string" },
    "bucket-scale": { type: "string" },
    "operator-password": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const limits = {
  organizations: wholeNumber(
    "max-organizations",
    values["max-organizations"],
    DEFAULT_LIMITS.organizations,
  ),
  tokenExchangeProfiles: wholeNumber(
    "max-profiles",
    values["max-profiles"],
    DEFAULT_LIMITS.tokenExchangeProfiles,
  ),
  tokenExchangeProfilesCreate: wholeNumber(
    "profile-create-limit",
    values["profile-create-limit"],
    DEFAULT_LIMITS.tokenExchangeProfilesCreate,
  ),
};
const profiles = wholeNumber("profiles", values.profiles, DEFAULT_PROFILE_COUNT);
if (profiles > limits.tokenExchangeProfiles) {
  process.stderr.write(
    `--profiles ${profiles} is more than --max-profiles ${limits.tokenExchangeProfiles}\n${USAGE}\n`,
  );
  process.exit(2);
}

const organizations = wholeNumber(
  "organizations",
  values.organizations,
  DEFAULT_ORGANIZATION_COUNT,
);
if (organizations < DEFAULT_ORGANIZATION_COUNT || organizations > limits.organizations) {
  process.stderr.write(
    `--organizations must be from ${DEFAULT_ORGANIZATION_COUNT} (the fixed ones) to --max-organizations ${limits.organizations}, got ${organizations}\n${USAGE}\n`,
  );
  process.exit(2);
}

const users = wholeNumber("users", values.users, DEFAULT_USER_COUNT);
if (users < DEFAULT_USER_COUNT || users > MAX_SEEDED_USERS) {
  process.stderr.write(
    `--users must be from ${DEFAULT_USER_COUNT} to ${MAX_SEEDED_USERS}, got ${users}\n${USAGE}\n`,
  );
  process.exit(2);
}

const bucketScale = Number(values["bucket-scale"] ?? DEFAULT_BUCKET_SCALE);
if (!Number.isFinite(bucketScale) || bucketScale <= 0) {
  process.stderr.write(
    `--bucket-scale must be a positive number, got "${values["bucket-scale"]}"\n${USAGE}\n`,
  );
  process.exit(2);
}

const operatorPassword = values["operator-password"] ?? DEFAULT_OPERATOR_PASSWORD;
if (operatorPassword === "") {
  process.stderr.write(`--operator-password must not be empty\n${USAGE}\n`);
  process.exit(2);
}

const tenant = createTenant({
  seed: wholeNumber("seed", values.seed, DEFAULT_SEED),
  profiles,
  organizations,
  users,
  limits,
  bucketScale,
  testControl: values["test-control"],
  publicOrigin: values["public-origin"],
  operatorPassword,
});
const server = await tenant.listen(wholeNumber("port", values.port, 4010));
const origin = values["public-origin"]?.replace(/\/+$/, "") ?? server.url;
const token = await tenant.mintToken({ scopes: CONSOLE_SCOPES, origin });

// stdout, not console.log: this output is the program's product (and the lint rule agrees).
process.stdout.write(
  [
    `Local tenant listening on ${server.url}`,
    `Tenant URL for the console: ${origin}`,
    values["test-control"] ? `Test control: ${server.url}/__tenant/state` : "",
    `Admin token (${CONSOLE_SCOPES.join(" ")}; valid 24 h):`,
    token,
    `Sign-in issuer (CONSOLE_SIGN_IN_ISSUER): ${server.issuer}`,
    `Sign-in client: ${CONSOLE_WEB_CLIENT.id}, secret ${CONSOLE_WEB_CLIENT.secret}; redirect URIs: http on any loopback address and port`,
    ...signInPeopleLines(operatorPassword),
    "",
  ]
    .filter((line, index, lines) => line !== "" || index === lines.length - 1)
    .join("\n"),
);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`\n${signal}: stopping the local tenant\n`);
  await server.close();
  process.exit(0);
}
process.on("SIGINT", (signal) => void stop(signal));
process.on("SIGTERM", (signal) => void stop(signal));
