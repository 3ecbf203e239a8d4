/**
 * The organization lifecycle's part of the property test (properties.test.ts): for each
 * operation, requests around valid input and what a success must look like. Built from the
 * property test's own request tools, so every operation is fuzzed alike.
 */
import fc from "fast-check";
import { expect } from "vitest";
import {
  organizationArraySchema,
  organizationConnectionArraySchema,
  organizationConnectionSchema,
  organizationConnectionTotalsSchema,
  organizationMemberArraySchema,
  organizationMemberPageSchema,
  organizationMemberTotalsSchema,
  organizationPageSchema,
  organizationSchema,
  organizationTotalsSchema,
} from "../../src/api/schemas/index.ts";
import {
  BULK_USER_IDS,
  STABLE_CONNECTIONS,
  STABLE_ORGANIZATIONS,
  STABLE_USERS,
  type TenantState,
} from "../index.ts";

type Body = string | Uint8Array<ArrayBuffer> | undefined;

/** The property test's request builders this module composes. */
export interface FuzzTools<A> {
  attempt(
    expectedType: string,
    method: fc.Arbitrary<string>,
    path: fc.Arbitrary<string>,
    body: fc.Arbitrary<Body>,
  ): fc.Arbitrary<A>;
  bodyFrom(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body>;
  method(expected: string): fc.Arbitrary<string>;
  pathSegment(known: readonly string[], maxLength: number): fc.Arbitrary<string>;
  queryString(params: Record<string, string | readonly string[] | undefined>): string;
  printable: fc.Arbitrary<string>;
}

export interface FuzzedOperation<A> {
  /** The method the operation answers; others on its path belong to its siblings. */
  method: string;
  attempt(): fc.Arbitrary<A>;
  success(status: number, text: string, path: string): void;
}

const organizationIds = STABLE_ORGANIZATIONS.map((organization) => organization.id);
const organizationNames = [...STABLE_ORGANIZATIONS.map((o) => o.name), "members", "name"];
const connectionIds = STABLE_CONNECTIONS.map((connection) => connection.id);
const userIds = [...STABLE_USERS.map((user) => user.user_id), ...BULK_USER_IDS.slice(0, 20)];

/** `next` identifiers of the organization and member listings, fetched before the runs. */
const cursors = { organizations: [] as string[], members: [] as string[] };

export async function prepareOrganizationFuzz(url: string, authorization: string): Promise<void> {
  for (const [list, path] of [
    ["organizations", "/api/v2/organizations?take=2"],
    ["members", `/api/v2/organizations/${organizationIds[0]}/members?take=2`],
  ] as const) {
    const response = await fetch(`${url}${path}`, { headers: { authorization } });
    const { next } = (await response.json()) as { next?: string };
    if (next) cursors[list].push(next);
  }
}

const trimmed = (path: string) => new URL(path, "http://tenant").searchParams.has("fields");

function expectStatus(status: number, expected: number): void {
  expect(status).toBe(expected);
}

const noContent = (status: number, text: string) => {
  expectStatus(status, 204);
  expect(text).toBe("");
};

const organization = (status: number, text: string) => {
  expectStatus(status, 200);
  organizationSchema.parse(JSON.parse(text));
};

export function organizationFuzz<A>(tools: FuzzTools<A>) {
  const { attempt, bodyFrom, method, pathSegment, queryString, printable } = tools;
  /** Mostly what the operation takes, so most attempts reach its data; else anything. */
  const mostly = <T>(valid: fc.Arbitrary<T>, fuzzed: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fuzzed });
  const orgId = () => mostly(fc.constantFrom(...organizationIds), pathSegment(organizationIds, 30));
  const json = "application/json";
  const noBody = fc.constant<Body>(undefined);
  const number = (min: number, max: number) =>
    fc.oneof(fc.integer({ min, max }).map(String), printable);
  const pagingParams = {
    page: number(-2, 1002),
    per_page: number(-1, 101),
    include_totals: fc.oneof(fc.constantFrom("true", "false"), printable),
    extra: printable,
  };
  const validPaging = {
    page: fc.integer({ min: 0, max: 9 }).map(String),
    per_page: fc.integer({ min: 1, max: 100 }).map(String),
    include_totals: fc.constantFrom("true", "false"),
  };
  const query = (params: Record<string, fc.Arbitrary<string>>) =>
    fc.record(params, { requiredKeys: [] }).map((values) => queryString(values));
  const cursorOf = (list: keyof typeof cursors) =>
    fc.nat().map((i) => cursors[list][i % Math.max(1, cursors[list].length)] ?? "");
  const listQuery = (
    list: keyof typeof cursors,
    valid: Record<string, fc.Arbitrary<string>>,
    fuzzed: Record<string, fc.Arbitrary<string>>,
  ) =>
    mostly(
      query({ ...validPaging, take: fc.integer({ min: 1, max: 100 }).map(String), ...valid }),
      query({
        ...pagingParams,
        take: number(-1, 101),
        from: fc.oneof(cursorOf(list), printable),
        ...fuzzed,
      }),
    );
  const flags = {
    assign_membership_on_login: fc.boolean(),
    show_as_button: fc.boolean(),
    is_signup_enabled: fc.boolean(),
  };
  const validUpdate = fc.record(
    {
      name: fc.stringMatching(/^[a-z0-9_-]{1,50}$/),
      display_name: fc.string({ minLength: 1, maxLength: 255 }),
      metadata: fc.dictionary(
        fc.string({ maxLength: 10 }),
        fc.option(fc.string({ maxLength: 255 })),
        { maxKeys: 25 },
      ),
      token_quota: fc.option(
        fc.record({ client_credentials: fc.record({ per_hour: fc.integer({ min: 1, max: 99 }) }) }),
      ),
      branding: fc.record(
        {
          logo_url: fc.webUrl({ validSchemes: ["https"] }),
          colors: fc.constant({ primary: "#000000", page_background: "#ffffff" }),
        },
        { requiredKeys: [] },
      ),
      third_party_client_access: fc.constantFrom("block", "allow"),
      is_app_entitlement_active: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const members = fc.record({
    members: fc.uniqueArray(fc.constantFrom(...userIds), { minLength: 1, maxLength: 10 }),
  });
  const sub = (suffix: string) => orgId().map((id) => `/api/v2/organizations/${id}${suffix}`);
  // The organization with every fixed connection enabled, so most items exist.
  const enabledPair = fc.tuple(
    fc.constant(STABLE_ORGANIZATIONS[3]?.id ?? ""),
    fc.constantFrom(...connectionIds),
  );
  const connectionPath = () =>
    mostly(enabledPair, fc.tuple(orgId(), pathSegment(connectionIds, 30))).map(
      ([id, connection]) => `/api/v2/organizations/${id}/enabled_connections/${connection}`,
    );

  const operations = {
    listOrganizations: {
      method: "GET",
      attempt: () =>
        attempt(
          json,
          method("GET"),
          listQuery(
            "organizations",
            {
              from: cursorOf("organizations"),
              sort: fc.constantFrom("name:1", "display_name:-1", "created_at:1"),
              include_client_association_for: fc.constant("local-console-admin"),
            },
            { sort: printable, include_client_association_for: printable },
          ).map((q) => `/api/v2/organizations${q}`),
          noBody,
        ),
      success: (status: number, text: string) => {
        expectStatus(status, 200);
        const body = JSON.parse(text);
        if (Array.isArray(body)) organizationArraySchema.parse(body);
        else if ("total" in body) organizationTotalsSchema.parse(body);
        else organizationPageSchema.parse(body);
      },
    },
    getOrganization: {
      method: "GET",
      attempt: () => attempt(json, method("GET"), sub(""), noBody),
      success: organization,
    },
    getOrganizationByName: {
      method: "GET",
      attempt: () =>
        attempt(
          json,
          method("GET"),
          pathSegment(organizationNames, 60).map((name) => `/api/v2/organizations/name/${name}`),
          noBody,
        ),
      success: organization,
    },
    updateOrganization: {
      method: "PATCH",
      attempt: () => attempt(json, method("PATCH"), sub(""), bodyFrom(validUpdate)),
      success: organization,
    },
    listOrganizationConnections: {
      method: "GET",
      attempt: () =>
        attempt(
          json,
          method("GET"),
          fc
            .tuple(sub("/enabled_connections"), mostly(query(validPaging), query(pagingParams)))
            .map(([path, q]) => `${path}${q}`),
          noBody,
        ),
      success: (status: number, text: string) => {
        expectStatus(status, 200);
        const body = JSON.parse(text);
        if (Array.isArray(body)) organizationConnectionArraySchema.parse(body);
        else organizationConnectionTotalsSchema.parse(body);
      },
    },
    addOrganizationConnection: {
      method: "POST",
      attempt: () =>
        attempt(
          json,
          method("POST"),
          sub("/enabled_connections"),
          bodyFrom(
            fc.record(
              { connection_id: fc.constantFrom(...connectionIds), ...flags },
              { requiredKeys: ["connection_id"] },
            ),
          ),
        ),
      success: (status: number, text: string) => {
        expectStatus(status, 201);
        organizationConnectionSchema.parse(JSON.parse(text));
      },
    },
    getOrganizationConnection: {
      method: "GET",
      attempt: () => attempt(json, method("GET"), connectionPath(), noBody),
      success: (status: number, text: string) => {
        expectStatus(status, 200);
        organizationConnectionSchema.parse(JSON.parse(text));
      },
    },
    updateOrganizationConnection: {
      method: "PATCH",
      attempt: () =>
        attempt(
          json,
          method("PATCH"),
          connectionPath(),
          bodyFrom(fc.record(flags, { requiredKeys: [] })),
        ),
      success: (status: number, text: string) => {
        expectStatus(status, 200);
        organizationConnectionSchema.parse(JSON.parse(text));
      },
    },
    removeOrganizationConnection: {
      method: "DELETE",
      attempt: () => attempt(json, method("DELETE"), connectionPath(), noBody),
      success: noContent,
    },
    listOrganizationMembers: {
      method: "GET",
      attempt: () =>
        attempt(
          json,
          method("GET"),
          fc
            .tuple(
              sub("/members"),
              listQuery(
                "members",
                {
                  from: cursorOf("members"),
                  fields: fc.constantFrom("user_id,email", "roles", "name"),
                  include_fields: fc.constantFrom("true", "false"),
                },
                { fields: printable, include_fields: printable },
              ),
            )
            .map(([path, q]) => `${path}${q}`),
          noBody,
        ),
      success: (status: number, text: string, path: string) => {
        expectStatus(status, 200);
        const body = JSON.parse(text);
        if (trimmed(path)) return expect(typeof body).toBe("object");
        if (Array.isArray(body)) organizationMemberArraySchema.parse(body);
        else if ("total" in body) organizationMemberTotalsSchema.parse(body);
        else organizationMemberPageSchema.parse(body);
      },
    },
    addOrganizationMembers: {
      method: "POST",
      attempt: () => attempt(json, method("POST"), sub("/members"), bodyFrom(members)),
      success: noContent,
    },
    removeOrganizationMembers: {
      method: "DELETE",
      attempt: () => attempt(json, method("DELETE"), sub("/members"), bodyFrom(members)),
      success: noContent,
    },
    // Last: it removes the organizations the others aim at.
    deleteOrganization: {
      method: "DELETE",
      attempt: () => attempt(json, method("DELETE"), sub(""), noBody),
      success: noContent,
    },
  } satisfies Record<string, FuzzedOperation<A>>;
  return operations;
}

export type OrganizationOperation = keyof ReturnType<typeof organizationFuzz>;

/** The property test's two tables, for the organization operations. */
export function organizationTables<A>(tools: FuzzTools<A>) {
  const operations: Record<OrganizationOperation, FuzzedOperation<A>> = organizationFuzz(tools);
  const entries = Object.entries(operations) as [OrganizationOperation, FuzzedOperation<A>][];
  return {
    attempts: Object.fromEntries(entries.map(([name, op]) => [name, op.attempt])) as Record<
      OrganizationOperation,
      FuzzedOperation<A>["attempt"]
    >,
    successes: Object.fromEntries(entries.map(([name, op]) => [name, op.success])) as Record<
      OrganizationOperation,
      FuzzedOperation<A>["success"]
    >,
    methods: Object.fromEntries(entries.map(([name, op]) => [name, op.method])) as Record<
      OrganizationOperation,
      string
    >,
  };
}

/** Whatever the runs did, every organization the tenant holds is one it could answer. */
export function expectValidOrganizations(state: TenantState): void {
  const users = new Set(state.users.map((user) => user.user_id));
  const connections = new Set(state.connections.map((connection) => connection.id));
  const names = state.organizations.map((o) => o.name);
  expect(new Set(names).size).toBe(names.length);
  for (const stored of state.organizations) {
    organizationSchema.parse(stored);
    const enabled = stored.enabled_connections ?? [];
    expect(enabled.length).toBeLessThanOrEqual(10);
    for (const item of enabled) expect(connections.has(item.connection_id)).toBe(true);
    for (const userId of state.organizationMembers[stored.id] ?? []) {
      expect(users.has(userId), userId).toBe(true);
    }
  }
}
