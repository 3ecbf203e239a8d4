import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTenant, type RunningTenant, SEEDED_CLIENTS } from "../../../tenant/index.ts";
import { createTokenSource } from "../../clientCredentials.ts";
import { createConsoleServer } from "../../consoleServer.ts";
import type { AuditEntry } from "../../proxy/auditLog.ts";
import { createProxy } from "../../proxy/proxy.ts";
import { rawRequest } from "../../test/rawRequest.ts";
import { createMemorySessionStore } from "../memorySessionStore.ts";
import { createRelyingParty } from "../relyingParty.ts";
import { createSignIn } from "../signIn.ts";
import { FAKE_CLIENT, FAKE_ISSUER, fakeProvider } from "./fakeProvider.ts";

/** A person as the fake provider's ID token names them. */
export interface Person {
  sub: string;
  email: string;
  name: string;
  roles: string[];
}

export const PEOPLE = {
  admin: {
    sub: "p|admin",
    email: "admin@example.test",
    name: "Ada Admin",
    roles: ["administrator"],
  },
  support: {
    sub: "p|support",
    email: "support@example.test",
    name: "Sam Support",
    roles: ["support"],
  },
  auditor: {
    sub: "p|auditor",
    email: "auditor@example.test",
    name: "Aud Itor",
    roles: ["auditor"],
  },
  nobody: { sub: "p|nobody", email: "nobody@example.test", name: "No Body", roles: [] },
} satisfies Record<string, Person>;

/** The `name=value` of each Set-Cookie of an answer, by name, and the whole header lines. */
export function setCookies(headers: Record<string, string | string[] | undefined>) {
  const lines = [headers["set-cookie"] ?? []].flat();
  const values = new Map(
    lines.map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  return { lines, values };
}

/**
 * `npm run serve`'s app in this process, in credentials mode in front of a local tenant, with
 * sign-in at a fake provider (the relying party's own checks are relyingParty.test.ts's); on
 * 127.0.0.1 at a free port. The audit lines it writes are kept.
 */
export async function startSignInServer(options: { publicOrigin?: string } = {}) {
  const tenant: RunningTenant = await createTenant({ testControl: true }).listen(0);
  const provider = await fakeProvider();
  const audit: AuditEntry[] = [];
  const tokens = createTokenSource({
    tenantUrl: tenant.url,
    clientId: SEEDED_CLIENTS.admin.id,
    clientSecret: SEEDED_CLIENTS.admin.secret,
  });
  const settings = {
    issuer: new URL(FAKE_ISSUER),
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    rolesClaim: "roles",
    idTokenAlg: "RS256",
    timeouts: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  };
  const signIn = createSignIn({
    settings,
    store: createMemorySessionStore(),
    secureCookies: options.publicOrigin?.startsWith("https:") === true,
    log: () => {},
    relyingParty: createRelyingParty(settings, { fetch: provider.fetch }),
  });
  const server: Server = createConsoleServer({
    files: new Map(),
    connectOrigins: [],
    proxy: createProxy({
      tenantUrl: tenant.url,
      tokens,
      audit: async (entry) => {
        audit.push(entry);
      },
    }),
    tokens,
    signIn,
    publicOrigin: options.publicOrigin ?? null,
    trustProxy: false,
    log: () => {},
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** The host the browser names: the public origin's, or this loopback one. */
  const origin = options.publicOrigin ?? url;
  const host = new URL(origin).host;

  /** Headers of a request from the console's own page, with `cookie`. */
  const ownPage = (cookie: string, more: Record<string, string> = {}) => ({
    host,
    cookie,
    "sec-fetch-site": "same-origin",
    origin,
    ...more,
  });

  /**
   * A sign-in as a browser makes it: the console's sign-in link, the provider (faked), the
   * callback with the cookie the first step set. Returns the callback's answer.
   */
  async function signInAs(person: Person, { returnTo = "#/organizations", cookie = "" } = {}) {
    const begin = await rawRequest(url, {
      path: `/__console/sign-in?return=${encodeURIComponent(returnTo)}`,
      headers: { host, "sec-fetch-site": "none" },
    });
    const pending = setCookies(begin.headers).lines[0]?.split(";")[0] ?? "";
    provider.willIssue({ claims: { ...person } });
    const callback = provider.authorize(new URL(String(begin.headers.location)));
    const answer = await rawRequest(url, {
      path: `${callback.pathname}${callback.search}`,
      headers: {
        host,
        "sec-fetch-site": "cross-site",
        cookie: [pending, cookie].filter(Boolean).join("; "),
      },
    });
    const session = [...setCookies(answer.headers).values].find(([name]) =>
      name.endsWith("console-session"),
    );
    return { begin, answer, cookie: session ? `${session[0]}=${session[1]}` : "" };
  }

  return {
    url,
    host,
    origin,
    tenant,
    provider,
    audit,
    ownPage,
    signInAs,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await tenant.close();
    },
  };
}

export type SignInServer = Awaited<ReturnType<typeof startSignInServer>>;
