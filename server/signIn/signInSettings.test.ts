import { describe, expect, it } from "vitest";
import { readSignInSettings } from "./signInSettings.ts";

const BASE = {
  CONSOLE_SIGN_IN_ISSUER: "https://login.example.com/",
  CONSOLE_SIGN_IN_CLIENT_ID: "console",
  CONSOLE_SIGN_IN_CLIENT_SECRET: "secret",
};

describe("readSignInSettings", () => {
  it("is off without CONSOLE_SIGN_IN_ISSUER", () => {
    expect(readSignInSettings({}, true)).toBeNull();
    expect(readSignInSettings({}, false)).toBeNull();
  });

  it("reads the defaults: the roles claim, RS256, 30 minutes idle, 12 hours in all", () => {
    expect(readSignInSettings(BASE, true)).toEqual({
      issuer: new URL("https://login.example.com/"),
      clientId: "console",
      clientSecret: "secret",
      rolesClaim: "roles",
      idTokenAlg: "RS256",
      timeouts: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
    });
  });

  it("reads the claim, the algorithm and the timeouts", () => {
    const settings = readSignInSettings(
      {
        ...BASE,
        CONSOLE_SIGN_IN_ROLES_CLAIM: "https://console.example.com/roles",
        CONSOLE_SIGN_IN_ID_TOKEN_ALG: "ES256",
        CONSOLE_SESSION_IDLE_MINUTES: "5",
        CONSOLE_SESSION_MAX_HOURS: "1",
      },
      true,
    );
    expect(settings).toMatchObject({
      rolesClaim: "https://console.example.com/roles",
      idTokenAlg: "ES256",
      timeouts: { idleMs: 5 * 60_000, absoluteMs: 3_600_000 },
    });
  });

  it("accepts plain http for a loopback provider only", () => {
    const local = { ...BASE, CONSOLE_SIGN_IN_ISSUER: "http://127.0.0.1:4010/oidc" };
    expect(readSignInSettings(local, true)?.issuer.href).toBe("http://127.0.0.1:4010/oidc");
    expect(() =>
      readSignInSettings({ ...BASE, CONSOLE_SIGN_IN_ISSUER: "http://login.example.com/" }, true),
    ).toThrow(/CONSOLE_SIGN_IN_ISSUER must be an https URL/);
  });

  it.each([
    [{ TENANT: "" }, false, /needs credentials mode/],
    [{ CONSOLE_SIGN_IN_CLIENT_SECRET: "" }, true, /CONSOLE_SIGN_IN_CLIENT_SECRET/],
    [{ CONSOLE_SIGN_IN_ISSUER: "not a url" }, true, /must be an https URL/],
    [
      { CONSOLE_SIGN_IN_ID_TOKEN_ALG: "HS256" },
      true,
      /CONSOLE_SIGN_IN_ID_TOKEN_ALG must be one of/,
    ],
    [{ CONSOLE_SIGN_IN_ID_TOKEN_ALG: "none" }, true, /CONSOLE_SIGN_IN_ID_TOKEN_ALG/],
    [{ CONSOLE_SESSION_IDLE_MINUTES: "0" }, true, /CONSOLE_SESSION_IDLE_MINUTES must be/],
    [{ CONSOLE_SESSION_MAX_HOURS: "1.5" }, true, /CONSOLE_SESSION_MAX_HOURS must be/],
    [{ CONSOLE_SESSION_IDLE_MINUTES: "90", CONSOLE_SESSION_MAX_HOURS: "1" }, true, /not be longer/],
  ])("refuses %o (credentials mode: %s) naming the variable", (vars, credentials, message) => {
    expect(() => readSignInSettings({ ...BASE, ...vars }, credentials)).toThrow(message);
  });
});
