import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorBodyFields } from "../errorResponse";
import { errorBodySchema } from "../schemas/errorBody";
import {
  tokenExchangeProfileListQuerySchema,
  tokenExchangeProfileListSchema,
} from "../schemas/tokenExchangeProfile";
import { profileJson } from "../testFetch";
import { quickListQuery, quickProfileList } from "./listCheck";

/** Values near each field's rules, valid and not, so both answers are often reached. */
const text = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.string({ minLength: 48, maxLength: 52 }),
  fc.constantFrom("", " x", "tep_0000000000000001", "tep_00000000000000001", "😀".repeat(50)),
);
const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(" https://a.b", "https://a.b\n", "https://a\tb", "not a url", "urn:x", "http:x"),
  text,
);
const datetime = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    "2030-01-01T00:00:00Z",
    "2030-01-01T00:00:00+02:00",
    "2030-01-01T00:00Z",
    "2030-02-29T00:00:00Z",
    "2032-02-29T00:00:00.5-11:30",
    "2030-01-01 00:00:00Z",
    "2030-01-01T24:00:00Z",
  ),
);
const profile = fc.record(
  {
    id: fc.oneof(fc.constantFrom("tep_0000000000000001", "tep_abcdefABCDEF1234"), text),
    name: text,
    subject_token_type: url,
    action_id: text,
    type: fc.constantFrom("custom_authentication", "other", 1),
    created_at: datetime,
    updated_at: datetime,
    extra: fc.jsonValue(),
  },
  { requiredKeys: ["id", "name", "subject_token_type", "action_id", "type", "created_at"] },
);
const page = fc.record(
  {
    next: fc.oneof(fc.string(), fc.constant(3)),
    token_exchange_profiles: fc.array(profile, { maxLength: 3 }),
    other: fc.constant(true),
  },
  { requiredKeys: ["token_exchange_profiles"] },
);

describe("the profile list's check without zod", () => {
  it("accepts only pages the contract's schema accepts, with the schema's data", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(page, fc.jsonValue()), (json) => {
        const quick = quickProfileList(json);
        if (quick === undefined) return;
        accepted++;
        expect(tokenExchangeProfileListSchema.parse(json)).toEqual(quick);
      }),
      { numRuns: 3_000 },
    );
    expect(accepted, "valid pages were generated").toBeGreaterThan(20);
  });

  it("accepts every page the tenant sends", () => {
    const json = {
      next: "cursor",
      token_exchange_profiles: Array.from({ length: 100 }, (_, i) =>
        profileJson(i, i % 2 ? { created_at: "2030-01-01T00:00:00.123+05:30", more: [1] } : {}),
      ),
    };
    expect(quickProfileList(json)).toBe(json);
  });

  it("passes a valid query through and leaves any other to the schema", () => {
    fc.assert(
      fc.property(
        fc.record(
          { from: fc.oneof(fc.string(), fc.constant(undefined)), take: fc.double() },
          { requiredKeys: [] },
        ),
        fc.integer({ min: -5, max: 110 }),
        (query, take) => {
          for (const input of [query, { ...query, take }]) {
            if (quickListQuery(input) === undefined) continue;
            expect(tokenExchangeProfileListQuerySchema.parse(input)).toEqual(input);
          }
        },
      ),
    );
    expect(quickListQuery({ take: 50 })).toEqual({ take: 50 });
    expect(quickListQuery({ take: 0 })).toBeUndefined();
  });

  it("reads an error body's fields exactly when the contract's error schema accepts it", () => {
    const body = fc.record(
      {
        statusCode: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53), fc.string()),
        error: fc.oneof(fc.string(), fc.integer()),
        message: fc.string(),
        errorCode: fc.oneof(fc.string(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(body, fc.jsonValue()), (json) => {
        const parsed = errorBodySchema.safeParse(json);
        const { error, message, errorCode } = parsed.success ? parsed.data : {};
        expect(errorBodyFields(json)).toEqual(parsed.success ? { error, message, errorCode } : {});
      }),
      { numRuns: 2_000 },
    );
  });
});
