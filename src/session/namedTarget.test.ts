import { describe, expect, it } from "vitest";
import { namedTarget } from "./namedTarget";

describe("namedTarget", () => {
  it("names the record with its id beside the name, and the name alone for the audit", () => {
    expect(namedTarget({ id: "tep_1", name: "acme" })).toEqual({
      target: "acme (tep_1)",
      targetName: "acme",
    });
  });
});
