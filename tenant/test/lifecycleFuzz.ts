/**
 * The lifecycle operations' part of properties.test.ts: valid input per operation (the property
 * test mutates it), the request around it (built with that file's helpers), and what a success
 * must look like.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { z } from "zod";
import {
  ACTION_TRIGGERS,
  actionListSchema,
  NATIVE_MAPPING,
  STRATEGIES,
  tokenExchangeProfileListSchema,
  tokenExchangeProfileSchema,
  userAttributeProfileListSchema,
  userAttributeProfileSchema,
  userAttributeProfileTemplateListSchema,
  userAttributeProfileTemplateSchema,
  userOrganizationArraySchema,
  userOrganizationTotalsSchema,
  userSearchResultSchema,
  usersByEmailSchema,
} from "../../src/api/schemas/index.ts";
import {
  generateSeed,
  STABLE_ACTIONS,
  STABLE_USER_ATTRIBUTE_PROFILES,
  STABLE_USERS,
  SUPPORT_DESK_FACTS,
  USER_ATTRIBUTE_PROFILE_TEMPLATES,
} from "../index.ts";

const LIFECYCLE_OPERATIONS = [
  "createExchangeProfile",
  "getExchangeProfile",
  "patchExchangeProfile",
  "listActions",
  "templates",
  "template",
  "createAttributeProfile",
  "usersByEmail",
  "searchUsers",
  "userOrganizations",
  // Last, so the deletes do not empty what the operations above read.
  "deleteExchangeProfile",
  "deleteAttributeProfile",
] as const;
export type LifecycleOperation = (typeof LIFECYCLE_OPERATIONS)[number];

type Body = string | Uint8Array<ArrayBuffer> | undefined;

/** properties.test.ts's helpers, handed in so both files build requests the same way. */
interface FuzzHelpers<Attempt> {
  attempt(
    type: string,
    method: fc.Arbitrary<string>,
    path: fc.Arbitrary<string>,
    body: fc.Arbitrary<Body>,
  ): fc.Arbitrary<Attempt>;
  method(expected: string): fc.Arbitrary<string>;
  pathSegment(known: readonly string[], maxLength: number): fc.Arbitrary<string>;
  bodyFrom(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body>;
  printable: fc.Arbitrary<string>;
}

const PROFILES = "/api/v2/token-exchange-profiles";
const ATTRIBUTE_PROFILES = "/api/v2/user-attribute-profiles";
const profileIds = generateSeed(42, 30).tokenExchangeProfiles.map((profile) => profile.id);
const emails = [
  SUPPORT_DESK_FACTS.exactEmail.email,
  SUPPORT_DESK_FACTS.mixedCaseEmail.email,
  SUPPORT_DESK_FACTS.sharedEmail.email,
];

const subjectTokenType = fc.oneof(
  fc.stringMatching(/^urn:[a-z]{2,10}:[a-z0-9-]{1,40}$/),
  fc.stringMatching(/^https:\/\/[a-z]{2,12}\.example\/[a-z0-9/-]{1,40}$/),
  fc.constantFrom("urn:ietf:params:oauth:token-type:jwt", "http://acme.example/x", "urn:okta:x"),
);

const validProfileCreate = fc.record({
  name: fc.string({ minLength: 3, maxLength: 50 }),
  subject_token_type: subjectTokenType,
  action_id: fc.oneof(fc.constantFrom(...STABLE_ACTIONS.map((a) => a.id)), fc.uuid()),
  type: fc.constant("custom_authentication"),
});

const validProfilePatch = fc.record(
  { name: fc.string({ minLength: 3, maxLength: 50 }), subject_token_type: subjectTokenType },
  { requiredKeys: [] },
);

const attribute = fc.record({
  description: fc.string({ minLength: 1, maxLength: 128 }),
  label: fc.string({ minLength: 1, maxLength: 40 }),
  profile_required: fc.boolean(),
  [NATIVE_MAPPING]: fc.string({ minLength: 1, maxLength: 50 }),
});

const validAttributeProfileCreate = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 128 }),
    user_id: fc.record(
      {
        scim_mapping: fc.string({ minLength: 1, maxLength: 40 }),
        strategy_overrides: fc.dictionary(
          fc.constantFrom(...STRATEGIES),
          fc.record({ oidc_mapping: fc.constantFrom("sub", "oid", "email") }),
        ),
      },
      { requiredKeys: [] },
    ),
    user_attributes: fc.dictionary(fc.stringMatching(/^[a-z_]{1,20}$/), attribute, {
      minKeys: 1,
      maxKeys: 4,
    }),
  },
  { requiredKeys: ["name", "user_attributes"] },
);

const queryOf = (params: Record<string, string>) =>
  Object.keys(params).length > 0 ? `?${new URLSearchParams(params)}` : "";

/** Bytes of `text` once in a query string, as URLSearchParams writes it (`(` is `%28`). */
const encodedLength = (text: string) => new URLSearchParams({ q: text }).toString().length - 2;

/**
 * Groups and negations nested thousands deep, closed or not, to exhaust a recursive parser's
 * stack. Each stays within 12,000 encoded bytes, so the URL is under Node's 16 KiB header limit
 * and the tenant, not Node, answers it.
 */
const deeplyNested = fc
  .record({
    nesting: fc.constantFrom(["(", ")"], ["-(", ")"], ["NOT (", ")"], ["-", ""], ["!", ""]),
    closed: fc.boolean(),
    inner: fc.constantFrom("name:jane*", "_exists_:email", ""),
  })
  .chain(({ nesting: [open, close], closed, inner }) => {
    const level = closed ? open + close : open;
    return fc
      .integer({ min: 1, max: Math.floor(12_000 / encodedLength(level)) })
      .map((depth) => `${open.repeat(depth)}${inner}${closed ? close.repeat(depth) : ""}`);
  });

const fieldsParams = {
  fields: fc.constantFrom("user_id,email", "identities", "name;drop", ""),
  include_fields: fc.constantFrom("true", "false", "maybe"),
};

export function lifecycleAttempts<Attempt>(
  h: FuzzHelpers<Attempt>,
): Record<LifecycleOperation, () => fc.Arbitrary<Attempt>> {
  const none = fc.constant(undefined);
  const profilePath = h.pathSegment(profileIds, 30).map((id) => `${PROFILES}/${id}`);
  const attributeProfilePath = h
    .pathSegment(
      STABLE_USER_ATTRIBUTE_PROFILES.map((p) => p.id),
      30,
    )
    .map((id) => `${ATTRIBUTE_PROFILES}/${id}`);
  const json = "application/json";
  return {
    createExchangeProfile: () =>
      h.attempt(json, h.method("POST"), fc.constant(PROFILES), h.bodyFrom(validProfileCreate)),
    getExchangeProfile: () => h.attempt(json, h.method("GET"), profilePath, none),
    patchExchangeProfile: () =>
      h.attempt(json, h.method("PATCH"), profilePath, h.bodyFrom(validProfilePatch)),
    listActions: () =>
      h.attempt(
        json,
        h.method("GET"),
        fc
          .record(
            {
              triggerId: fc.oneof(fc.constantFrom(...ACTION_TRIGGERS), h.printable),
              deployed: fc.constantFrom("true", "false", "1"),
              actionName: h.printable,
              page: fc.integer({ min: -2, max: 5 }).map(String),
              per_page: fc.oneof(fc.integer({ min: -1, max: 120 }).map(String), h.printable),
              installed: fc.constantFrom("true", "false"),
            },
            { requiredKeys: [] },
          )
          .map((params) => `/api/v2/actions/actions${queryOf(params)}`),
        none,
      ),
    templates: () =>
      h.attempt(json, h.method("GET"), fc.constant(`${ATTRIBUTE_PROFILES}/templates`), none),
    template: () =>
      h.attempt(
        json,
        h.method("GET"),
        h
          .pathSegment(
            USER_ATTRIBUTE_PROFILE_TEMPLATES.map((tpl) => tpl.id),
            120,
          )
          .map((id) => `${ATTRIBUTE_PROFILES}/templates/${id}`),
        none,
      ),
    createAttributeProfile: () =>
      h.attempt(
        json,
        h.method("POST"),
        fc.constant(ATTRIBUTE_PROFILES),
        h.bodyFrom(validAttributeProfileCreate),
      ),
    usersByEmail: () =>
      h.attempt(
        json,
        h.method("GET"),
        fc
          .record(
            { email: fc.oneof(fc.constantFrom(...emails), h.printable), ...fieldsParams },
            { requiredKeys: [] },
          )
          .map((params) => `/api/v2/users-by-email${queryOf(params)}`),
        none,
      ),
    searchUsers: () =>
      h.attempt(
        json,
        h.method("GET"),
        fc
          .record(
            {
              q: fc.oneof(
                fc.constantFrom(
                  'email:"jane@acme.example"',
                  "name:*jan*",
                  'identities.connection:"corp" AND blocked:false',
                  "logins_count:[10 TO *]",
                  "name:(jane* OR sam*)",
                  "_exists_:last_login",
                ),
                // The syntax's own characters, so the parser meets broken queries too.
                fc.stringMatching(/^[a-z_.:"()*? [\]{}\\!&|-]{0,30}$/),
                h.printable,
                deeplyNested,
              ),
              search_engine: fc.oneof(
                { weight: 6, arbitrary: fc.constant("v3") },
                { weight: 1, arbitrary: fc.constantFrom("v2", "v1", "v9") },
              ),
              page: fc.integer({ min: -1, max: 12 }).map(String),
              per_page: fc.integer({ min: -1, max: 120 }).map(String),
              include_totals: fc.constantFrom("true", "false"),
              sort: fc.constantFrom("created_at:-1", "name:1", "email", "logins_count:1"),
              ...fieldsParams,
            },
            { requiredKeys: ["q", "search_engine"] },
          )
          .map((params) => `/api/v2/users${queryOf(params)}`),
        none,
      ),
    userOrganizations: () =>
      h.attempt(
        json,
        h.method("GET"),
        fc
          .tuple(
            h.pathSegment(
              STABLE_USERS.map((user) => user.user_id),
              1100,
            ),
            fc.record(
              {
                page: fc.integer({ min: -1, max: 1001 }).map(String),
                per_page: fc.integer({ min: -1, max: 120 }).map(String),
                include_totals: fc.constantFrom("true", "false", "maybe"),
                take: fc.constant("5"),
              },
              { requiredKeys: [] },
            ),
          )
          .map(([id, params]) => `/api/v2/users/${id}/organizations${queryOf(params)}`),
        none,
      ),
    deleteExchangeProfile: () => h.attempt(json, h.method("DELETE"), profilePath, none),
    deleteAttributeProfile: () => h.attempt(json, h.method("DELETE"), attributeProfilePath, none),
  };
}

/** A trimmed answer (`fields`) may lack any member, so only an untrimmed one meets the schema. */
const trimmed = (url: URL) => url.searchParams.has("fields");

/**
 * The schema a success must meet, by what was actually asked: a fuzzed method reaches another
 * operation on the same path (GET on the create path lists), which is no less a success.
 */
function answerSchema(method: string, url: URL): z.ZodType | undefined {
  const path = url.pathname;
  if (path === PROFILES) return method === "POST" ? tokenExchangeProfileSchema : undefined;
  if (path.startsWith(`${PROFILES}/`)) return tokenExchangeProfileSchema;
  if (path === "/api/v2/actions/actions") return actionListSchema;
  if (path === `${ATTRIBUTE_PROFILES}/templates`) return userAttributeProfileTemplateListSchema;
  if (path.startsWith(`${ATTRIBUTE_PROFILES}/templates/`))
    return userAttributeProfileTemplateSchema;
  if (path === ATTRIBUTE_PROFILES) {
    return method === "POST" ? userAttributeProfileSchema : userAttributeProfileListSchema;
  }
  if (path.startsWith(`${ATTRIBUTE_PROFILES}/`)) return userAttributeProfileSchema;
  if (trimmed(url)) return z.union([z.array(z.unknown()), z.object({})]);
  if (path === "/api/v2/users-by-email") return usersByEmailSchema;
  if (path === "/api/v2/users") return userSearchResultSchema;
  if (/^\/api\/v2\/users\/[^/]+\/organizations$/.test(path)) {
    return url.searchParams.get("include_totals") === "true"
      ? userOrganizationTotalsSchema
      : userOrganizationArraySchema;
  }
  return undefined;
}

/** A create answers 201, a delete 204 with no body, anything else 200 with its resource. */
function expectLifecycleSuccess(status: number, text: string, path: string, method: string): void {
  const expected = method === "POST" ? 201 : method === "DELETE" ? 204 : 200;
  expect(status).toBe(expected);
  if (status === 204) {
    expect(text).toBe("");
    return;
  }
  const url = new URL(path, "http://tenant");
  // The profile listing has its own success check in properties.test.ts.
  const schema = answerSchema(method, url) ?? tokenExchangeProfileListSchema;
  schema.parse(JSON.parse(text));
}

/** Every lifecycle operation's success is checked the same way, by what was asked. */
export const LIFECYCLE_SUCCESS: Record<LifecycleOperation, typeof expectLifecycleSuccess> = {
  createExchangeProfile: expectLifecycleSuccess,
  getExchangeProfile: expectLifecycleSuccess,
  patchExchangeProfile: expectLifecycleSuccess,
  listActions: expectLifecycleSuccess,
  templates: expectLifecycleSuccess,
  template: expectLifecycleSuccess,
  createAttributeProfile: expectLifecycleSuccess,
  usersByEmail: expectLifecycleSuccess,
  searchUsers: expectLifecycleSuccess,
  userOrganizations: expectLifecycleSuccess,
  deleteExchangeProfile: expectLifecycleSuccess,
  deleteAttributeProfile: expectLifecycleSuccess,
};
