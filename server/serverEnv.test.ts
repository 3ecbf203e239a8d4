import { describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_COUNT } from "../tenant/seed/index.ts";
import { contentSecurityPolicyHeader, contentSecurityPolicyMeta } from "./pagePolicy.ts";
import { LOCAL_PROFILES_DEFAULT, readServerEnv } from "./serverEnv.ts";

describe("server environment", () => {
  it("defaults to the local tenant and loopback tenants in connect-src", () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({ tenantUrl: null, clientCredentials: null });
    expect(env.connectOrigins).toEqual(["http://127.0.0.1:*", "http://localhost:*"]);
    expect(env.localSignIn).toBe(false);
    expect(readServerEnv({ CONSOLE_SIGN_IN: "local" }).localSignIn).toBe(true);
  });

  it("adds the real tenant to connect-src and reads client credentials", () => {
    const env = readServerEnv({
      TENANT_URL: "https://tenant.example.com/",
      TENANT_CLIENT_ID: "id",
      TENANT_CLIENT_SECRET: "secret",
      CONSOLE_CONNECT_ORIGINS: "https://other.example.com",
    });
    expect(env.tenantUrl).toBe("https://tenant.example.com");
    expect(env.clientCredentials).toEqual({
      tenantUrl: "https://tenant.example.com",
      clientId: "id",
      clientSecret: "secret",
    });
    expect(env.connectOrigins).toEqual(["https://other.example.com", "https://tenant.example.com"]);
  });

  it.each([
    [{ TENANT_CLIENT_ID: "id", TENANT_CLIENT_SECRET: "s" }, /go together, with TENANT_URL/],
    [{ TENANT_URL: "https://t.example.com", TENANT_CLIENT_ID: "id" }, /go together/],
    [{ TENANT_URL: "ftp://t.example.com" }, /http\(s\) origin/],
    [{ CONSOLE_CONNECT_ORIGINS: "https://t.example.com/api" }, /is not an origin/],
    [{ LOCAL_TENANT_PROFILES: "12.5" }, /LOCAL_TENANT_PROFILES must be a whole number/],
    [{ LOCAL_TENANT_ORGANIZATIONS: "many" }, /LOCAL_TENANT_ORGANIZATIONS must be a whole number/],
    [{ CONSOLE_SIGN_IN: "yes" }, /CONSOLE_SIGN_IN must be local/],
    [{ CONSOLE_SIGN_IN: "local", TENANT_URL: "https://t.example.com" }, /unset TENANT_URL/],
  ])("refuses %j with a message naming the variable", (vars, message) => {
    expect(() => readServerEnv(vars)).toThrow(message);
  });
});

describe("the local tenant npm start mounts", () => {
  it("seeds fewer token exchange profiles than the service's limit of 100, so New profile works", () => {
    expect(readServerEnv({}).localTenant).toEqual({
      seed: 42,
      profiles: 90,
      organizations: undefined,
    });
  });

  it("seeds as many organizations as LOCAL_TENANT_ORGANIZATIONS says", () => {
    expect(readServerEnv({ LOCAL_TENANT_ORGANIZATIONS: "10000" }).localTenant.organizations).toBe(
      10_000,
    );
  });
});

describe("page policy", () => {
  const options = { connectOrigins: ["https://tenant.example.com"] };

  it("allows no inline script and no eval, and connects only to self and the tenant", () => {
    const header = contentSecurityPolicyHeader(options);
    expect(header).toContain("script-src 'self';");
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(header).toContain("connect-src 'self' https://tenant.example.com;");
    expect(header).toContain("frame-ancestors 'none'");
  });

  it("leaves frame-ancestors out of the meta tag, where browsers ignore it", () => {
    expect(contentSecurityPolicyMeta(options)).not.toContain("frame-ancestors");
  });
});

describe("npm start's local tenant", () => {
  it("seeds as many profiles as the tenant's own default, under the service's 100", () => {
    expect(LOCAL_PROFILES_DEFAULT).toBe(DEFAULT_PROFILE_COUNT);
    expect(readServerEnv({}).localTenant.profiles).toBe(DEFAULT_PROFILE_COUNT);
  });
});
