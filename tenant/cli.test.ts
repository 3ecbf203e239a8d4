import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONSOLE_WEB_CLIENT, SIGN_IN_PEOPLE } from "./index.ts";
import { startSignIn } from "./oidc/signInFlow.ts";
import { formOf } from "./oidc/testBrowser.ts";

let child: ChildProcess;
let printed = "";

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      resolve(import.meta.dirname, "cli.ts"),
      "--port",
      "0",
      "--operator-password",
      "banner-test-password",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  await vi.waitFor(() => expect(printed).toContain("nobody@console.local"), {
    timeout: 20_000,
    interval: 50,
  });
}, 30_000);
afterAll(() => {
  child.kill("SIGTERM");
});

describe("npm run tenant", () => {
  it("prints the sign-in issuer, the console's client and the people with the password given", () => {
    const url = /Local tenant listening on (\S+)/.exec(printed)?.[1];
    expect(printed).toContain(`Sign-in issuer (CONSOLE_SIGN_IN_ISSUER): ${url}/oidc`);
    expect(printed).toContain(`${CONSOLE_WEB_CLIENT.id}, secret ${CONSOLE_WEB_CLIENT.secret}`);
    expect(printed).toContain("Sign-in people (password banner-test-password):");
    for (const { email } of SIGN_IN_PEOPLE) expect(printed).toContain(`  ${email} (`);
    expect(printed).toContain("  nobody@console.local (no role)");
  });

  it("signs people in with --operator-password", async () => {
    const issuer = /CONSOLE_SIGN_IN_ISSUER\): (\S+)/.exec(printed)?.[1] ?? "";
    const start = await startSignIn(issuer);
    const { action } = formOf(await start.page.response.text(), start.page.url);
    const { response } = await start.browser.submit(action, {
      email: "admin@console.local",
      password: "banner-test-password",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/[?&]code=/);
  });
});
