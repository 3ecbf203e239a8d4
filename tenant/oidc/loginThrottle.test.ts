import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE, LoginThrottle } from "./loginThrottle.ts";

function throttleAt(start = 0) {
  let now = start;
  const throttle = new LoginThrottle(() => now);
  return { throttle, advance: (seconds: number) => (now += seconds * 1000) };
}

const failTimes = (throttle: LoginThrottle, times: number, email = "a@console.local") => {
  for (let failure = 0; failure < times; failure++) throttle.failed(email, "127.0.0.1");
};

describe("LoginThrottle", () => {
  it("lets failures pass until the email's limit, then locks for the first delay", () => {
    const { throttle } = throttleAt();
    failTimes(throttle, LOGIN_THROTTLE.email.lockAfter - 1);
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBe(0);
    failTimes(throttle, 1);
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBe(
      LOGIN_THROTTLE.firstLockSeconds,
    );
  });

  it("reads an email the way people type it", () => {
    const { throttle } = throttleAt();
    failTimes(throttle, LOGIN_THROTTLE.email.lockAfter, " A@Console.Local");
    expect(throttle.retryAfterSeconds("a@console.local", "10.0.0.2")).toBeGreaterThan(0);
  });

  it("never locks for longer than the maximum", () => {
    const { throttle, advance } = throttleAt();
    for (let round = 0; round < 40; round++) {
      failTimes(throttle, LOGIN_THROTTLE.email.lockAfter);
      advance(1);
    }
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBeLessThanOrEqual(
      LOGIN_THROTTLE.maxLockSeconds,
    );
  });

  it("forgets an email's failures after a quiet while, and at a success", () => {
    const { throttle, advance } = throttleAt();
    failTimes(throttle, LOGIN_THROTTLE.email.lockAfter - 1);
    advance(LOGIN_THROTTLE.forgetAfterSeconds);
    failTimes(throttle, 1);
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBe(0);

    failTimes(throttle, LOGIN_THROTTLE.email.lockAfter - 2);
    throttle.succeeded("a@console.local");
    failTimes(throttle, 1);
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBe(0);
  });

  it("forgets everything at clear, as a tenant reset does", () => {
    const { throttle } = throttleAt();
    failTimes(throttle, LOGIN_THROTTLE.address.lockAfter);
    throttle.clear();
    expect(throttle.retryAfterSeconds("a@console.local", "127.0.0.1")).toBe(0);
  });
});
