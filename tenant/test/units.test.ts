import { describe, expect, it } from "vitest";
import { formToObject } from "../body.ts";
import { createClock } from "../clock.ts";
import { createCursorCodec } from "../cursor.ts";
import { validationMessage } from "../errors.ts";
import { RateLimiter } from "../rateLimiter.ts";

describe("cursor codec", () => {
  it("round-trips a position and refuses another instance's cursors", () => {
    const clock = createClock(() => 1_000_000);
    const codec = createCursorCodec(clock.now);
    expect(codec.read(codec.issue(42))).toEqual({ ok: true, position: 42 });
    expect(createCursorCodec(clock.now).read(codec.issue(42))).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("reads a cursor only in the listing that issued it", () => {
    const codec = createCursorCodec(createClock(() => 0).now);
    const cursor = codec.issue(3, "connections");
    expect(codec.read(cursor, "connections")).toEqual({ ok: true, position: 3 });
    expect(codec.read(cursor, "user-attribute-profiles")).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(codec.read(cursor)).toEqual({ ok: false, problem: "invalid" });
  });

  it("expires after 24 hours, not before", () => {
    const clock = createClock(() => 0);
    const codec = createCursorCodec(clock.now);
    const cursor = codec.issue(1);
    clock.advance(24 * 3_600_000);
    expect(codec.read(cursor).ok).toBe(true);
    clock.advance(1);
    expect(codec.read(cursor)).toEqual({ ok: false, problem: "expired" });
  });
});

describe("rate limiter", () => {
  it("reports reset in whole seconds when the bucket is full again", () => {
    const clock = createClock(() => 10_500);
    const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 1 }, clock.now);
    expect(limiter.take("k")).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 12 });
    expect(limiter.take("k")).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 13 });
    expect(limiter.take("k")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1000);
    expect(limiter.take("k").allowed).toBe(true);
  });

  it("refuses nonsense settings", () => {
    expect(() => new RateLimiter({ capacity: 0, refillPerSecond: 1 }, Date.now)).toThrow();
    expect(() => new RateLimiter({ capacity: 1, refillPerSecond: 0 }, Date.now)).toThrow();
  });
});

describe("validation messages", () => {
  it("name the property path, or none", () => {
    expect(validationMessage("Payload", "Required", ["metadata", 0, "key"])).toBe(
      "Payload validation error: 'Required' on property metadata.0.key.",
    );
    expect(validationMessage("Payload", 'Unrecognized key: "x"', [])).toBe(
      `Payload validation error: 'Unrecognized key: "x"'.`,
    );
  });
});

describe("form bodies", () => {
  it("make listed fields arrays and keep __proto__ a plain field", () => {
    const parsed = formToObject(new URLSearchParams("assessors=a&c=1&c=2&__proto__=x"), [
      "assessors",
    ]);
    expect(parsed).toEqual({ assessors: ["a"], c: ["1", "2"], ["__proto__"]: "x" });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
