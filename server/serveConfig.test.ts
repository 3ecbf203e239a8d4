import { describe, expect, it } from "vitest";
import { readServeConfig } from "./serveConfig.ts";

const CREDENTIALS = {
  TENANT_URL: "https://tenant.example.com",
  TENANT_CLIENT_ID: "id",
  TENANT_CLIENT_SECRET: "secret",
};
const SIGN_IN = {
  CONSOLE_SIGN_IN_ISSUER: "https://login.example.com/",
  CONSOLE_SIGN_IN_CLIENT_ID: "console",
  CONSOLE_SIGN_IN_CLIENT_SECRET: "console-secret",
};

describe("readServeConfig: where credentials mode may listen", () => {
  it("keeps credentials mode on loopback without sign-in", () => {
    expect(() => readServeConfig([], { ...CREDENTIALS, HOST: "0.0.0.0" })).toThrow(
      /HOST=0\.0\.0\.0 refused: .* loopback only\. Set CONSOLE_SIGN_IN_ISSUER/,
    );
  });

  it("lets it listen on any interface when people sign in", () => {
    const config = readServeConfig([], { ...CREDENTIALS, ...SIGN_IN, HOST: "0.0.0.0" });
    expect(config.host).toBe("0.0.0.0");
    expect(config.signIn?.issuer.href).toBe("https://login.example.com/");
  });

  it("refuses sign-in outside credentials mode", () => {
    expect(() =>
      readServeConfig([], { TENANT_URL: "https://tenant.example.com", ...SIGN_IN }),
    ).toThrow(/needs credentials mode/);
  });

  it("refuses npm start's switch, which would otherwise leave it serving without sign-in", () => {
    expect(() => readServeConfig([], { CONSOLE_SIGN_IN: "local" })).toThrow(
      /CONSOLE_SIGN_IN=local is npm start's/,
    );
  });
});

describe("readServeConfig: a variable it cannot use", () => {
  // npm run serve prints the message as its one line and ends with exit 1 (serve.test.ts).
  it.each([
    [{ TENANT_URL: "not a url" }, /TENANT_URL must be an http\(s\) origin/],
    [{ TENANT_URL: "https://t.example.com", TENANT_CLIENT_ID: "id" }, /go together/],
    [{ PORT: "http" }, /PORT must be a port number/],
    [
      { CONSOLE_PUBLIC_ORIGIN: "https://c.example.com/path" },
      /CONSOLE_PUBLIC_ORIGIN must be an origin/,
    ],
  ])("refuses %j, naming the fault", (vars, message) => {
    expect(() => readServeConfig(["--dist", "dist"], vars)).toThrow(message);
  });
});

describe("readServeConfig: which store it opens", () => {
  const kindOf = (vars: Record<string, string>) => readServeConfig([], vars).store?.kind ?? null;

  it("opens the embedded store when people sign in, or when CONSOLE_DATA_DIR names its folder", () => {
    expect(kindOf({ ...CREDENTIALS, ...SIGN_IN })).toBe("embedded");
    expect(kindOf({ ...CREDENTIALS, CONSOLE_DATA_DIR: "/var/lib/console" })).toBe("embedded");
    expect(kindOf({ TENANT_URL: "https://tenant.example.com" })).toBeNull();
  });

  it("opens the server of CONSOLE_DATABASE_URL whenever it is set", () => {
    const url = { CONSOLE_DATABASE_URL: "postgres://console@db.example.com/console" };
    expect(kindOf({ TENANT_URL: "https://tenant.example.com", ...url })).toBe("postgres");
  });
});

describe("readServeConfig: how soon a dead instance's job slices are taken over", () => {
  it("takes whole seconds from 4 to 3600, 120 by default", () => {
    expect(readServeConfig([], CREDENTIALS).jobTakeoverSeconds).toBe(120);
    const takeover = (value: string) =>
      readServeConfig([], { ...CREDENTIALS, CONSOLE_JOB_TAKEOVER_SECONDS: value });
    expect(takeover("4").jobTakeoverSeconds).toBe(4);
    for (const value of ["3", "3601", "1.5", "soon"]) {
      expect(() => takeover(value)).toThrow(
        "CONSOLE_JOB_TAKEOVER_SECONDS must be whole seconds from 4 to 3600",
      );
    }
  });
});
