/**
 * The organization lifecycle's part of the property test (properties.test.ts): for each
 * operation, requests around valid input, built from the property test's own request tools so
 * every operation is fuzzed alike. What the answers must be: organizationAnswers.ts.
 */
import fc from "fast-check";
import { BULK_USER_IDS, STABLE_CONNECTIONS, STABLE_ORGANIZATIONS, STABLE_USERS } from "../index.ts";
import { ORGANIZATION_METHODS, type OrganizationOperation } from "./organizationAnswers.ts";

type Body = string | Uint8Array<ArrayBuffer> | undefined;

/** The property test's request builders this module composes. */
interface FuzzTools<A> {
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

export function organizationAttempts<A>(
  tools: FuzzTools<A>,
): Record<OrganizationOperation, () => fc.Arbitrary<A>> {
  const { bodyFrom, method, pathSegment, queryString, printable } = tools;
  const attempt = (
    name: OrganizationOperation,
    path: fc.Arbitrary<string>,
    body: fc.Arbitrary<Body> = fc.constant(undefined),
  ) => tools.attempt("application/json", method(ORGANIZATION_METHODS[name]), path, body);
  /** Mostly what the operation takes, so most attempts reach its data; else anything. */
  const mostly = <T>(valid: fc.Arbitrary<T>, fuzzed: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fuzzed });
  const orgId = () => mostly(fc.constantFrom(...organizationIds), pathSegment(organizationIds, 30));
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

  return {
    listOrganizations: () =>
      attempt(
        "listOrganizations",
        listQuery(
          "organizations",
          {
            from: cursorOf("organizations"),
            sort: fc.constantFrom("name:1", "display_name:-1", "created_at:1"),
            include_client_association_for: fc.constant("local-console-admin"),
          },
          { sort: printable, include_client_association_for: printable },
        ).map((q) => `/api/v2/organizations${q}`),
      ),
    getOrganization: () => attempt("getOrganization", sub("")),
    getOrganizationByName: () =>
      attempt(
        "getOrganizationByName",
        pathSegment(organizationNames, 60).map((name) => `/api/v2/organizations/name/${name}`),
      ),
    updateOrganization: () => attempt("updateOrganization", sub(""), bodyFrom(validUpdate)),
    listOrganizationConnections: () =>
      attempt(
        "listOrganizationConnections",
        fc
          .tuple(sub("/enabled_connections"), mostly(query(validPaging), query(pagingParams)))
          .map(([path, q]) => `${path}${q}`),
      ),
    addOrganizationConnection: () =>
      attempt(
        "addOrganizationConnection",
        sub("/enabled_connections"),
        bodyFrom(
          fc.record(
            { connection_id: fc.constantFrom(...connectionIds), ...flags },
            { requiredKeys: ["connection_id"] },
          ),
        ),
      ),
    getOrganizationConnection: () => attempt("getOrganizationConnection", connectionPath()),
    updateOrganizationConnection: () =>
      attempt(
        "updateOrganizationConnection",
        connectionPath(),
        bodyFrom(fc.record(flags, { requiredKeys: [] })),
      ),
    removeOrganizationConnection: () => attempt("removeOrganizationConnection", connectionPath()),
    listOrganizationMembers: () =>
      attempt(
        "listOrganizationMembers",
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
      ),
    addOrganizationMembers: () =>
      attempt("addOrganizationMembers", sub("/members"), bodyFrom(members)),
    removeOrganizationMembers: () =>
      attempt("removeOrganizationMembers", sub("/members"), bodyFrom(members)),
    deleteOrganization: () => attempt("deleteOrganization", sub("")),
  };
}
