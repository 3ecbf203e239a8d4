import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectionListSchema,
  errorBodySchema,
  LIFECYCLE_OPERATION_SCOPES,
  MEMBER_ROLES_READ_SCOPE,
  NATIVE_MAPPING,
  organizationSchema,
  STRATEGIES,
  tokenExchangeProfileListSchema,
  tokenExchangeProfileSchema,
  userAttributeProfileListSchema,
  userAttributeProfileSchema,
  userIdentitiesSchema,
} from "../../src/api/schemas/index.ts";
import { tenantControl } from "../control.ts";
import { REASON_PHRASES } from "../errors.ts";
import {
  CONSOLE_SCOPES,
  createTenant,
  SEEDED_CLIENTS,
  STABLE_CONNECTIONS,
  STABLE_USER_ATTRIBUTE_PROFILES,
  STABLE_USERS,
  type TenantState,
} from "../index.ts";
import { startTenant, type TestTenant } from "./harness.ts";
import { LIFECYCLE_SUCCESS, type LifecycleOperation, lifecycleAttempts } from "./lifecycleFuzz.ts";
import {
  expectValidOrganizations,
  ORGANIZATION_METHODS,
  ORGANIZATION_SUCCESS,
  type OrganizationOperation,
} from "./organizationAnswers.ts";
import { organizationAttempts, prepareOrganizationFuzz } from "./organizationFuzz.ts";

/*
 * Whatever arrives, every operation answers either a success its contract schema accepts or a
 * 4xx with the service's JSON error body: never a 5xx, never a body the console cannot parse.
 */

type Operation =
  | "list"
  | "patch"
  | "clear"
  | "create"
  | "token"
  | "getProfile"
  | "listProfiles"
  | "listConnections"
  | "getUser"
  | OrganizationOperation
  | LifecycleOperation;

interface Attempt {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const RUNS_PER_OPERATION = 100;
const AUTH_KINDS = [
  "admin",
  "readOnly",
  "none",
  "garbage",
  "expired",
  "foreign",
  "nonGlobal",
  "basic",
] as const;
type AuthKind = (typeof AUTH_KINDS)[number];

/** Mostly a good token, so most attempts get past authentication to the validation. */
const authKind = fc.oneof(
  { weight: 14, arbitrary: fc.constant<AuthKind>("admin") },
  { weight: 1, arbitrary: fc.constantFrom(...AUTH_KINDS) },
);

let t: TestTenant;
let authHeaders: Record<AuthKind, string | undefined>;
let cursors: string[];
/** `next` identifiers of the attribute profile and connection listings, by listing. */
let readCursors: Record<"profiles" | "connections", string[]>;

beforeAll(async () => {
  // Past the service's 100 profiles for the listing's cursors, yet creating still succeeds.
  t = await startTenant({ profiles: 150, limits: { tokenExchangeProfilesCreate: 10_000 } });
  const other = createTenant();
  const scopes = [...CONSOLE_SCOPES];
  const lifecycle = [
    ...CONSOLE_SCOPES,
    ...Object.values(LIFECYCLE_OPERATION_SCOPES),
    MEMBER_ROLES_READ_SCOPE,
  ];
  const readOnly = SEEDED_CLIENTS.readOnly;
  authHeaders = {
    admin: `Bearer ${await t.token(lifecycle)}`,
    readOnly: `Bearer ${await t.token(readOnly.scopes, { clientId: readOnly.id })}`,
    none: undefined,
    garbage: "Bearer not.a.jwt",
    expired: `Bearer ${await t.token(scopes, { expiresInSeconds: -60 })}`,
    foreign: `Bearer ${await other.mintToken({ scopes, origin: t.url })}`,
    nonGlobal: `Bearer ${await t.token(scopes, { global: false })}`,
    basic: "Basic YWRtaW46YWRtaW4=",
  };
  cursors = [];
  let from = "";
  for (let i = 0; i < 3; i++) {
    const response = await t.call(`/api/v2/token-exchange-profiles?take=40${from}`, {
      headers: { authorization: authHeaders.admin ?? "" },
    });
    const { next } = (await response.json()) as { next?: string };
    if (!next) break;
    cursors.push(next);
    from = `&from=${encodeURIComponent(next)}`;
  }
  readCursors = { profiles: [], connections: [] };
  for (const [list, path] of [
    ["profiles", "/api/v2/user-attribute-profiles?take=2"],
    ["connections", "/api/v2/connections?take=3"],
  ] as const) {
    const response = await t.call(path, { headers: { authorization: authHeaders.admin ?? "" } });
    const { next } = (await response.json()) as { next?: string };
    if (next) readCursors[list].push(next);
  }
  await prepareOrganizationFuzz(t.url, authHeaders.admin ?? "");
});
afterAll(() => t.close());

// ---- mutations of valid input ------------------------------------------------------------

const anyJson = fc.jsonValue({ maxDepth: 3 });

interface Mutation {
  at: number;
  kind: "set" | "delete" | "add";
  key: string;
  value: unknown;
}

const mutations: fc.Arbitrary<Mutation[]> = fc.array(
  fc.record({
    at: fc.nat(),
    kind: fc.constantFrom("set" as const, "delete" as const, "add" as const),
    key: fc.string({ maxLength: 12 }),
    value: anyJson,
  }),
  { minLength: 1, maxLength: 3 },
);

function containersOf(value: unknown, found: Record<string, unknown>[] = []) {
  if (typeof value === "object" && value !== null) {
    found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containersOf(child, found);
  }
  return found;
}

/** Sets, deletes or adds one value somewhere inside a copy of `value`, per mutation. */
function mutate(value: unknown, changes: readonly Mutation[]): unknown {
  const copy = structuredClone(value);
  for (const change of changes) {
    const containers = containersOf(copy);
    const target = containers[change.at % containers.length];
    if (!target) continue;
    const keys = Object.keys(target);
    const existing = keys[change.at % Math.max(1, keys.length)];
    if (change.kind === "add" || existing === undefined) {
      if (Array.isArray(target)) target.push(change.value);
      else target[change.key] = change.value;
    } else if (change.kind === "set") {
      target[existing] = change.value;
    } else if (Array.isArray(target)) {
      target.splice(Number(existing), 1);
    } else {
      delete target[existing];
    }
  }
  return copy;
}

// ---- valid input per operation -----------------------------------------------------------

const connectionIds = STABLE_CONNECTIONS.map((connection) => connection.id);
const connectionNames = STABLE_CONNECTIONS.map((connection) => connection.name);

const validOrganization = fc.record(
  {
    name: fc.stringMatching(/^[a-z0-9_-]{1,50}$/),
    display_name: fc.string({ minLength: 1, maxLength: 255 }),
    branding: fc.record({ logo_url: fc.webUrl({ validSchemes: ["https"] }) }),
    metadata: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 255 }), {
      maxKeys: 25,
    }),
    enabled_connections: fc
      .uniqueArray(fc.constantFrom(...connectionIds), { maxLength: 10 })
      .map((ids) => ids.map((id) => ({ connection_id: id, show_as_button: id.length % 2 === 0 }))),
    token_quota: fc.record({
      client_credentials: fc.record(
        { enforce: fc.boolean(), per_day: fc.integer({ min: 1, max: 2_147_483_647 }) },
        { requiredKeys: ["enforce"] },
      ),
    }),
    third_party_client_access: fc.constantFrom("block", "allow"),
  },
  { requiredKeys: ["name"] },
);

const attributeNames = [
  ...new Set(STABLE_USER_ATTRIBUTE_PROFILES.flatMap((p) => Object.keys(p.user_attributes))),
  "new_attribute",
];

const validPatch = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 128 }),
    user_id: fc.record(
      {
        oidc_mapping: fc.constant("sub"),
        saml_mapping: fc.array(fc.string({ minLength: 1, maxLength: 40 }), { maxLength: 3 }),
        scim_mapping: fc.string({ minLength: 1, maxLength: 40 }),
        strategy_overrides: fc.record(
          { waad: fc.record({ oidc_mapping: fc.constantFrom("sub", "oid", "email") }) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    user_attributes: fc.dictionary(
      fc.constantFrom(...attributeNames),
      // The four required members; the mutations below drop them and add unknown ones.
      fc.record({
        label: fc.string({ minLength: 1, maxLength: 40 }),
        description: fc.string({ minLength: 1, maxLength: 128 }),
        profile_required: fc.boolean(),
        [NATIVE_MAPPING]: fc.string({ minLength: 1, maxLength: 50 }),
      }),
      { minKeys: 1, maxKeys: 3 },
    ),
  },
  { requiredKeys: [] },
);

const validClear = fc.record({
  connection: fc.constantFrom(...connectionNames, "not-a-member"),
  assessors: fc.constant(["new-device"]),
});

const memberships = STABLE_USERS.flatMap((user) =>
  user.connections.map((connection) => ({ userId: user.user_id, connection })),
);

const validTokenRequest = fc.constant({
  grant_type: "client_credentials",
  client_id: SEEDED_CLIENTS.admin.id,
  client_secret: SEEDED_CLIENTS.admin.secret,
  audience: "",
});

// ---- the request around the input --------------------------------------------------------

const printable = fc.string({ maxLength: 40 });

function bodyFrom(
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => JSON.stringify(value)) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, mutations).map(([v, m]) => JSON.stringify(mutate(v, m))),
    },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: printable },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom("connection", "assessors", "name", "x"), printable)
        .map((fields) => new URLSearchParams(fields).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(`{"name":"${"x".repeat(70_000)}"}`) },
  );
}

/** Mostly the type the operation expects; sometimes another, a made-up one or none. */
const contentType = (expected: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | null>(expected) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<string | null>(
        "application/json",
        "application/json; charset=utf-8",
        "APPLICATION/JSON",
        "application/x-www-form-urlencoded",
        "text/plain",
        "multipart/form-data; boundary=x",
        "application/merge-patch+json",
        null,
      ),
    },
    { weight: 1, arbitrary: printable },
  );

const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.stringMatching(/^x-[a-z-]{1,12}$/),
    fc.constantFrom("origin", "accept", "x-forwarded-for", "if-none-match"),
  ),
  printable,
  { maxKeys: 3 },
);

const pathSegment = (known: readonly string[], maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.string({ maxLength }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9%|._~-]{0,40}$/) },
    { weight: 1, arbitrary: fc.constant("x".repeat(1025)) },
  );

const query = fc.oneof(
  fc.constant(""),
  fc
    .record(
      {
        take: fc.oneof(fc.integer({ min: -5, max: 205 }).map(String), printable),
        from: fc.oneof(
          fc.nat().map((i) => cursors[i % cursors.length] ?? ""),
          fc.nat().map((i) => `${(cursors[i % cursors.length] ?? "").slice(0, -2)}AA`),
          printable,
        ),
        extra: printable,
      },
      { requiredKeys: [] },
    )
    .map((params) => `?${new URLSearchParams(params).toString()}`),
  fc.stringMatching(/^\?[A-Za-z0-9=&%+._-]{0,40}$/),
);

/** A `from` of any listing (a foreign one must be refused), a damaged one or any text. */
const anyCursor = () =>
  fc.oneof(
    fc.nat().map((i) => cursors[i % cursors.length] ?? ""),
    fc.constantFrom(...readCursors.profiles, ...readCursors.connections),
    printable,
  );

/** A list value repeats its parameter, as `strategy` may. */
function queryString(params: Record<string, string | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of typeof value === "string" ? [value] : (value ?? [])) {
      search.append(name, item);
    }
  }
  return search.size > 0 ? `?${search}` : "";
}

/** Any of the read operations' parameters, each well formed or not, and unknown ones. */
const fuzzedReadQuery = () =>
  fc
    .record(
      {
        take: fc.oneof(fc.integer({ min: -5, max: 205 }).map(String), printable),
        from: anyCursor(),
        name: fc.oneof(fc.constantFrom(...connectionNames), printable),
        strategy: fc.array(fc.oneof(fc.constantFrom(...STRATEGIES), printable), { maxLength: 3 }),
        fields: fc.oneof(
          fc.constantFrom("id,name,strategy", "identities", "user_id", "realms"),
          printable,
        ),
        include_fields: fc.oneof(fc.constantFrom("true", "false"), printable),
        extra: printable,
      },
      { requiredKeys: [] },
    )
    .map(queryString);

/** A query each listing accepts, so the successes are checked against the schema too. */
const validQuery = {
  profiles: () =>
    fc
      .record(
        {
          take: fc.integer({ min: 1, max: 100 }).map(String),
          from: fc.constantFrom(...readCursors.profiles),
        },
        { requiredKeys: [] },
      )
      .map(queryString),
  connections: () =>
    fc
      .record(
        {
          take: fc.integer({ min: 1, max: 100 }).map(String),
          from: fc.constantFrom(...readCursors.connections),
          name: fc.constantFrom(...connectionNames),
          strategy: fc.uniqueArray(fc.constantFrom(...STRATEGIES), { maxLength: 3 }),
          fields: fc.constantFrom(
            "id,name,strategy",
            "realms",
            "display_name,is_domain_connection",
          ),
          include_fields: fc.constantFrom("true", "false"),
        },
        { requiredKeys: [] },
      )
      .map(queryString),
};

const readQuery = (list: keyof typeof validQuery) =>
  fc.oneof(
    { weight: 1, arbitrary: validQuery[list]() },
    { weight: 1, arbitrary: fuzzedReadQuery() },
  );

const method = (expected: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(expected) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS") },
  );

function attempt(
  expectedType: string,
  methodArb: fc.Arbitrary<string>,
  pathArb: fc.Arbitrary<string>,
  bodyArb: fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined>,
): fc.Arbitrary<Attempt> {
  return fc
    .record({
      method: methodArb,
      path: pathArb,
      auth: authKind,
      contentType: contentType(expectedType),
      extra: extraHeaders,
      body: bodyArb,
    })
    .map(({ method, path, auth, contentType, extra, body }) => {
      const headers: Record<string, string> = { ...extra };
      const authorization = authHeaders[auth];
      if (authorization) headers.authorization = authorization;
      if (contentType !== null) headers["content-type"] = contentType;
      const sendsBody = method !== "GET" && method !== "HEAD";
      return { method, path, headers, ...(sendsBody && body !== undefined ? { body } : {}) };
    });
}

const ATTEMPTS: Record<Operation, () => fc.Arbitrary<Attempt>> = {
  list: () =>
    attempt(
      "application/json",
      method("GET"),
      query.map((q) => `/api/v2/token-exchange-profiles${q}`),
      fc.constant(undefined),
    ),
  patch: () =>
    attempt(
      "application/json",
      method("PATCH"),
      pathSegment(
        STABLE_USER_ATTRIBUTE_PROFILES.map((p) => p.id),
        30,
      ).map((id) => `/api/v2/user-attribute-profiles/${id}`),
      bodyFrom(validPatch),
    ),
  clear: () =>
    fc.oneof(
      attempt(
        "application/json",
        method("POST"),
        pathSegment(
          STABLE_USERS.map((u) => u.user_id),
          1100,
        ).map((id) => `/api/v2/users/${id}/risk-assessments/clear`),
        bodyFrom(validClear),
      ),
      // A user with one of its own connections, so clears also succeed, as JSON or as a form.
      fc
        .tuple(fc.constantFrom(...memberships), fc.boolean())
        .chain(([{ userId, connection }, asForm]) =>
          attempt(
            asForm ? "application/x-www-form-urlencoded" : "application/json",
            method("POST"),
            fc.constant(`/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`),
            asForm
              ? fc.constant(`connection=${connection}&assessors=new-device`)
              : bodyFrom(fc.constant({ connection, assessors: ["new-device"] })),
          ),
        ),
    ),
  create: () =>
    attempt(
      "application/json",
      method("POST"),
      fc.constant("/api/v2/organizations"),
      bodyFrom(validOrganization),
    ),
  getProfile: () =>
    attempt(
      "application/json",
      method("GET"),
      pathSegment(
        STABLE_USER_ATTRIBUTE_PROFILES.map((p) => p.id),
        30,
      ).map((id) => `/api/v2/user-attribute-profiles/${id}`),
      fc.constant(undefined),
    ),
  listProfiles: () =>
    attempt(
      "application/json",
      method("GET"),
      readQuery("profiles").map((q) => `/api/v2/user-attribute-profiles${q}`),
      fc.constant(undefined),
    ),
  listConnections: () =>
    attempt(
      "application/json",
      method("GET"),
      readQuery("connections").map((q) => `/api/v2/connections${q}`),
      fc.constant(undefined),
    ),
  getUser: () =>
    attempt(
      "application/json",
      method("GET"),
      fc
        .tuple(
          pathSegment(
            STABLE_USERS.map((u) => u.user_id),
            1100,
          ),
          fc.oneof(fc.constant("?fields=identities&include_fields=true"), fuzzedReadQuery()),
        )
        .map(([id, q]) => `/api/v2/users/${id}${q}`),
      fc.constant(undefined),
    ),
  token: () =>
    attempt(
      "application/json",
      method("POST"),
      fc.constantFrom("/oauth/token", "/oauth/token/"),
      bodyFrom(validTokenRequest.map((body) => ({ ...body, audience: `${t.url}/api/v2/` }))),
    ),
  ...organizationAttempts<Attempt>({
    attempt,
    bodyFrom,
    method,
    pathSegment,
    queryString,
    printable,
  }),
  ...lifecycleAttempts({ attempt, method, pathSegment, bodyFrom, printable }),
};

// ---- what every answer must be ----------------------------------------------------------

/**
 * The method each operation answers; another on the same path may be a sibling's success. The
 * lifecycle operations' checks read the method themselves, so they need no entry.
 */
const METHOD: Record<Exclude<Operation, LifecycleOperation>, string> = {
  list: "GET",
  patch: "PATCH",
  clear: "POST",
  create: "POST",
  getProfile: "GET",
  listProfiles: "GET",
  listConnections: "GET",
  getUser: "GET",
  token: "POST",
  ...ORGANIZATION_METHODS,
};

const OWN_METHOD: Partial<Record<Operation, string>> = METHOD;

/** A trimmed answer (`fields`) may lack any member, so only an untrimmed one meets the schema. */
const trimmed = (path: string) => new URL(path, "http://tenant").searchParams.has("fields");

const SUCCESS: Record<
  Operation,
  (status: number, text: string, path: string, method: string) => void
> = {
  list: (status, text) => {
    expect(status).toBe(200);
    tokenExchangeProfileListSchema.parse(JSON.parse(text));
  },
  patch: (status, text) => {
    expect(status).toBe(200);
    userAttributeProfileSchema.parse(JSON.parse(text));
  },
  clear: (status, text) => {
    expect(status).toBe(204);
    expect(text).toBe("");
  },
  create: (status, text) => {
    expect(status).toBe(201);
    organizationSchema.parse(JSON.parse(text));
  },
  getProfile: (status, text) => {
    expect(status).toBe(200);
    userAttributeProfileSchema.parse(JSON.parse(text));
  },
  listProfiles: (status, text) => {
    expect(status).toBe(200);
    userAttributeProfileListSchema.parse(JSON.parse(text));
  },
  listConnections: (status, text, path) => {
    expect(status).toBe(200);
    const body = JSON.parse(text);
    if (trimmed(path)) expect(Array.isArray(body.connections)).toBe(true);
    else connectionListSchema.parse(body);
  },
  getUser: (status, text, path) => {
    expect(status).toBe(200);
    const body = JSON.parse(text);
    if (trimmed(path)) expect(typeof body).toBe("object");
    else userIdentitiesSchema.parse(body);
  },
  token: (status, text) => {
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ token_type: "Bearer" });
  },
  ...ORGANIZATION_SUCCESS,
  ...LIFECYCLE_SUCCESS,
};

async function check(operation: Operation, request: Attempt): Promise<void> {
  const response = await fetch(`${t.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const status = response.status;
  const where = `${request.method} ${request.path.slice(0, 120)} -> ${status} ${text.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  if (request.path.startsWith("/api/v2")) {
    expect(response.headers.get("x-ratelimit-remaining"), where).not.toBeNull();
  }
  if (status === 204 && request.method === "DELETE") {
    // A fuzzed method may reach a path's DELETE, whatever operation the attempt was for.
    expect(text, where).toBe("");
    return;
  }
  if (status >= 200 && status < 300) {
    // Answered by the path's operation of that method, whose own run checks its successes.
    const own = OWN_METHOD[operation];
    if (own !== undefined && request.method !== own) return;
    // A `.` or `..` segment (an id of "..") is resolved by fetch, as by any URL parser, before
    // the request leaves: `/users/../organizations` is another path, answered by its own run.
    const sent = request.path.split("?", 1)[0] ?? "";
    if (new URL(sent, t.url).pathname !== sent) return;
    SUCCESS[operation](status, text, request.path, request.method);
    return;
  }
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(response.headers.get("content-type"), where).toMatch(/^application\/json/);
  if (operation === "token") {
    // The token endpoint answers in OAuth's shape, never the management error body.
    expect(Object.keys(JSON.parse(text)).sort(), where).toEqual(["error", "error_description"]);
    return;
  }
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(body, where).toMatchObject({
    statusCode: status,
    error: REASON_PHRASES[status as keyof typeof REASON_PHRASES],
    message: expect.any(String),
    errorCode: expect.any(String),
  });
}

describe("any input", () => {
  it.each(Object.keys(ATTEMPTS) as Operation[])(
    "%s answers a contract success or a 4xx JSON error",
    async (operation) => {
      await fc.assert(
        fc.asyncProperty(ATTEMPTS[operation](), (request) => check(operation, request)),
        { numRuns: RUNS_PER_OPERATION },
      );
    },
    // A hundred requests each: on a loaded machine a few take longer than the default 5 s.
    60_000,
  );

  it("leaves every stored profile valid, each subject_token_type once", async () => {
    const state: TenantState = await (await t.call("/__tenant/state")).json();
    for (const profile of state.tokenExchangeProfiles) tokenExchangeProfileSchema.parse(profile);
    const types = state.tokenExchangeProfiles.map((profile) => profile.subject_token_type);
    expect(new Set(types).size).toBe(types.length);
    for (const profile of state.userAttributeProfiles) userAttributeProfileSchema.parse(profile);
  });
});

describe("after any input", () => {
  it("the tenant holds only organizations it could answer, with existing members and connections", async () => {
    expectValidOrganizations(await tenantControl(t.url).state());
  });
});
