// Boundary tests for riskAssessment.ts: the clear request body (connection 1..128 and the
// contract's pattern, each part of which has its own message; assessors at least one, only
// "new-device"; both required; no other properties) and the user id path parameter (1..1024,
// code points).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import {
  CONNECTION_NAME_PATTERN,
  connectionNameProblem,
  RISK_ASSESSORS,
  riskAssessmentClearSchema,
  userId,
} from "./riskAssessment";
import { accepts, EMOJI, onlyIssue } from "./testSupport";

const L = LIMITS.riskAssessment;

const valid = { connection: "Username-Password-1", assessors: ["new-device"] };
const withConnection = (connection: unknown) => ({ ...valid, connection });

describe("risk assessment clear request", () => {
  it("a complete body is inside", () => {
    expect(riskAssessmentClearSchema.parse(valid)).toEqual(valid);
  });

  describe("connection length 1..128", () => {
    const { min, max } = L.connection;
    it("min: just inside", () =>
      accepts(riskAssessmentClearSchema, withConnection("a".repeat(min))));
    it("min: just outside is 'Required'", () => {
      const issue = onlyIssue(riskAssessmentClearSchema, withConnection("a".repeat(min - 1)));
      expect(issue.path).toEqual(["connection"]);
      expect(issue.message).toBe("Required");
    });
    it("max: just inside", () =>
      accepts(riskAssessmentClearSchema, withConnection("a".repeat(max))));
    it("max: just outside, naming the limit", () => {
      const issue = onlyIssue(riskAssessmentClearSchema, withConnection("a".repeat(max + 1)));
      expect(issue.path).toEqual(["connection"]);
      expect(issue.message).toBe(`Must be at most ${max} characters (it has ${max + 1})`);
    });
    it("max + 1 characters with a bad character: only the length is reported", () => {
      const issue = onlyIssue(riskAssessmentClearSchema, withConnection(`${"a".repeat(max)}_`));
      expect(issue.message).toBe(`Must be at most ${max} characters (it has ${max + 1})`);
    });
  });

  describe("connection pattern ^[a-zA-Z0-9](-[a-zA-Z0-9]|[a-zA-Z0-9])*$", () => {
    it.each([
      ["one letter", "a"],
      ["one digit", "7"],
      ["upper and lower case letters and digits", "MyConnection42"],
      ["a single hyphen between characters", "a-b"],
      ["several single hyphens", "Username-Password-Authentication"],
      ["hyphens between digits", "1-2-3"],
    ])("inside: %s (%s)", (_rule, connection) => {
      accepts(riskAssessmentClearSchema, withConnection(connection));
    });

    it.each([
      [
        "bad character: underscore",
        "my_conn",
        '"_" is not allowed: use letters, digits and single hyphens',
      ],
      [
        "bad character: dot",
        "my.conn",
        '"." is not allowed: use letters, digits and single hyphens',
      ],
      [
        "bad character: space",
        "my conn",
        "A space is not allowed: use letters, digits and single hyphens",
      ],
      [
        "bad character: accented letter",
        "café",
        '"é" is not allowed: use letters, digits and single hyphens',
      ],
      [
        "bad character: emoji",
        `conn${EMOJI}`,
        `"${EMOJI}" is not allowed: use letters, digits and single hyphens`,
      ],
      [
        "bad character wins over hyphen problems",
        "-a_",
        '"_" is not allowed: use letters, digits and single hyphens',
      ],
      ["leading hyphen", "-conn", "Cannot start with a hyphen"],
      ["a lone hyphen", "-", "Cannot start with a hyphen"],
      ["trailing hyphen", "conn-", "Cannot end with a hyphen"],
      ["double hyphen", "my--conn", "Cannot contain two hyphens in a row"],
      ["triple hyphen", "my---conn", "Cannot contain two hyphens in a row"],
    ])("outside: %s (%j)", (_rule, connection, message) => {
      const issue = onlyIssue(riskAssessmentClearSchema, withConnection(connection));
      expect(issue.path).toEqual(["connection"]);
      expect(issue.message).toBe(message);
    });

    it("connectionNameProblem agrees with the contract's pattern on any string", () => {
      const alphabet = fc.constantFrom("a", "Z", "0", "-", "_", " ", "é", EMOJI);
      fc.assert(
        fc.property(fc.array(alphabet, { minLength: 1, maxLength: 12 }), (chars) => {
          const value = chars.join("");
          expect(connectionNameProblem(value) === undefined).toBe(
            CONNECTION_NAME_PATTERN.test(value),
          );
        }),
      );
    });
  });

  describe("assessors: at least 1, enum new-device", () => {
    it("the allowed values are exactly the contract's", () => {
      expect(RISK_ASSESSORS).toEqual(["new-device"]);
    });
    it("min: one assessor is inside", () => accepts(riskAssessmentClearSchema, valid));
    it("min: no assessor is outside", () => {
      const issue = onlyIssue(riskAssessmentClearSchema, { ...valid, assessors: [] });
      expect(issue.path).toEqual(["assessors"]);
      expect(issue.message).toBe("Choose at least one assessor");
    });
    it.each(["new_device", "New-Device", "impossible-travel"])(
      "enum: %j is outside, at its index, naming the allowed value",
      (other) => {
        const issue = onlyIssue(riskAssessmentClearSchema, {
          ...valid,
          assessors: ["new-device", other],
        });
        expect(issue.path).toEqual(["assessors", 1]);
        expect(issue.message).toBe("Allowed assessor: new-device");
      },
    );
  });

  it.each(["connection", "assessors"])("required: a body without %s is outside", (field) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    const issue = onlyIssue(riskAssessmentClearSchema, rest);
    expect(issue.path).toEqual([field]);
    expect(issue.code).toBe("invalid_type");
  });

  it("strict: no other properties", () => {
    const issue = onlyIssue(riskAssessmentClearSchema, { ...valid, user_id: "user|1" });
    expect(issue.path).toEqual([]);
    expect(issue.code).toBe("unrecognized_keys");
    expect(issue.message).toContain('"user_id"');
  });
});

describe("user id path parameter 1..1024", () => {
  const { min, max } = L.userId;
  it("min: just inside", () => accepts(userId, "a".repeat(min)));
  it("min: just outside is 'Required'", () => {
    const issue = onlyIssue(userId, "a".repeat(min - 1));
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe("Required");
  });
  it("max: just inside", () => accepts(userId, "a".repeat(max)));
  it("max: just outside, naming the limit", () => {
    const issue = onlyIssue(userId, "a".repeat(max + 1));
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe(`Must be at most ${max} characters (it has ${max + 1})`);
  });
  it("code points: max emoji inside, max + 1 emoji outside", () => {
    accepts(userId, EMOJI.repeat(max));
    expect(onlyIssue(userId, EMOJI.repeat(max + 1)).message).toBe(
      `Must be at most ${max} characters (it has ${max + 1})`,
    );
  });
  it("a typical id with | is inside (no pattern on user ids)", () => accepts(userId, "user|64a1f"));
});
