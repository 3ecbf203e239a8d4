import * as client from "openid-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTenant, DEFAULT_OPERATOR_PASSWORD, LOGIN_THROTTLE } from "../index.ts";
import { startTenant, type TestTenant } from "../test/harness.ts";
import { startSignIn } from "./signInFlow.ts";
import { alertOf, formOf, TestBrowser } from "./testBrowser.ts";

let tenant: TestTenant;
let issuer: string;

beforeAll(async () => {
  tenant = await startTenant();
  issuer = `${tenant.url}/oidc`;
});
afterAll(() => tenant.close());
// Failures count per email and per address (all of these come from 127.0.0.1).
afterEach(() => tenant.tenant.reset());

/** A login page of a fresh authorization request: the browser and where its form posts. */
async function loginForm(browser = new TestBrowser()) {
  const start = await startSignIn(issuer, { browser });
  const html = await start.page.response.text();
  return { ...start, html, action: formOf(html, start.page.url).action };
}

async function attempt(email: string, password: string) {
  const { browser, action } = await loginForm();
  const { response } = await browser.submit(action, { email, password });
  return { response, html: await response.text() };
}

describe("the login page", () => {
  it("asks for Email and Password with a Sign in button, and works without scripts", async () => {
    const { html, page } = await loginForm();
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(/<label>Email <input name="email" type="email"/);
    expect(html).toMatch(/<label>Password <input name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain("<script");
    expect(page.response.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('says only "Wrong email or password." for a wrong password, and keeps the email', async () => {
    const { response, html } = await attempt("admin@console.local", "not-the-password");
    expect(response.status).toBe(401);
    expect(alertOf(html)).toBe("Wrong email or password.");
    expect(html).toContain('value="admin@console.local"');
  });

  it("says the same for an email nobody has, so the page tells no one who exists", async () => {
    const known = await attempt("admin@console.local", "not-the-password");
    const unknown = await attempt("someone@console.local", "not-the-password");
    expect(unknown.response.status).toBe(known.response.status);
    expect(alertOf(unknown.html)).toBe("Wrong email or password.");
    // Each page posts to its own interaction; otherwise they are the same page.
    const same = (html: string) =>
      html.replace(/interaction\/[\w-]+/, "interaction/…").replace("someone@", "admin@");
    expect(same(unknown.html)).toBe(same(known.html));
  });

  it("locks an email after repeated failures: 429 with Retry-After, even for the right password", async () => {
    const { lockAfter } = LOGIN_THROTTLE.email;
    for (let failure = 1; failure <= lockAfter; failure++) {
      const { response } = await attempt("support@console.local", "guess");
      expect(response.status).toBe(401);
    }
    const locked = await attempt("support@console.local", DEFAULT_OPERATOR_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe(
      String(LOGIN_THROTTLE.firstLockSeconds),
    );
    expect(alertOf(locked.html)).toBe(
      `Too many failed sign-ins. Try again in ${LOGIN_THROTTLE.firstLockSeconds} seconds.`,
    );

    // Another person is not held up by it.
    const other = await attempt("auditor@console.local", DEFAULT_OPERATOR_PASSWORD);
    expect(other.response.status).toBe(303);

    tenant.tenant.clock.advance(LOGIN_THROTTLE.firstLockSeconds * 1000);
    const again = await attempt("support@console.local", DEFAULT_OPERATOR_PASSWORD);
    expect(again.response.status).toBe(303);
  });

  it("doubles the lock at each further failure", async () => {
    const { lockAfter } = LOGIN_THROTTLE.email;
    for (let failure = 1; failure <= lockAfter; failure++) {
      await attempt("nobody@console.local", "guess");
    }
    tenant.tenant.clock.advance(LOGIN_THROTTLE.firstLockSeconds * 1000);
    await attempt("nobody@console.local", "guess again");
    const locked = await attempt("nobody@console.local", "guess again");
    expect(locked.response.headers.get("retry-after")).toBe(
      String(LOGIN_THROTTLE.firstLockSeconds * 2),
    );
  });

  it("locks an unknown email exactly as a known one", async () => {
    const { lockAfter } = LOGIN_THROTTLE.email;
    for (let failure = 1; failure <= lockAfter; failure++) {
      await attempt("ghost@console.local", "guess");
    }
    const locked = await attempt("ghost@console.local", "guess");
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe(
      String(LOGIN_THROTTLE.firstLockSeconds),
    );
  });

  it("locks an address that tries many emails", async () => {
    for (let failure = 1; failure <= LOGIN_THROTTLE.address.lockAfter; failure++) {
      const { response } = await attempt(`guess-${failure}@console.local`, "guess");
      expect(response.status).toBe(401);
    }
    const locked = await attempt("admin@console.local", DEFAULT_OPERATOR_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe(
      String(LOGIN_THROTTLE.firstLockSeconds),
    );
  });

  it("refuses a form posted without the interaction's cookie (another site's post)", async () => {
    const { action } = await loginForm();
    const stranger = new TestBrowser();
    const { response } = await stranger.submit(action, {
      email: "admin@console.local",
      password: DEFAULT_OPERATOR_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Sign-in expired");
  });

  it("refuses a form posted to another interaction's address", async () => {
    const browser = new TestBrowser();
    const first = await loginForm(browser);
    const second = await loginForm(browser);
    // The browser's cookie is the second interaction's; the first's uid no longer matches it.
    const { response } = await browser.submit(first.action, {
      email: "admin@console.local",
      password: DEFAULT_OPERATOR_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(second.action.href).not.toBe(first.action.href);
  });
});

describe("the operator password", () => {
  let custom: TestTenant;
  beforeAll(async () => {
    custom = await startTenant({ operatorPassword: "a-password-of-our-own" });
  });
  afterAll(() => custom.close());

  it("may not be empty", () => {
    expect(() => createTenant({ operatorPassword: "" })).toThrow(RangeError);
  });

  it("is the one given to the tenant, and the default no longer works", async () => {
    const customIssuer = `${custom.url}/oidc`;
    const refused = await startSignIn(customIssuer);
    const { action } = formOf(await refused.page.response.text(), refused.page.url);
    const wrong = await refused.browser.submit(action, {
      email: "admin@console.local",
      password: DEFAULT_OPERATOR_PASSWORD,
    });
    expect(wrong.response.status).toBe(401);

    const accepted = await refused.browser.submit(action, {
      email: "Admin@Console.Local ",
      password: "a-password-of-our-own",
    });
    const tokens = await client.authorizationCodeGrant(
      refused.config,
      accepted.url,
      refused.checks,
    );
    expect(tokens.claims()?.email).toBe("admin@console.local");
  });
});
