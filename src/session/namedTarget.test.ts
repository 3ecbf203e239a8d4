import { describe, expect, it } from "vitest";
import { namedTarget } from "./namedTarget";

describe("namedTarget", () => {
  it("names the record with its id beside the name, and the name alone for the audit", () => {
    expect(namedTarget({ id: "tep_1", name: "acme" })).toEqual({
      target: "acme (tep_1)",
      targetName: "acme",
    });
  });

  it("names a rename by both names, the audit by the new one", () => {
    expect(namedTarget({ id: "tep_1", name: "acme" }, "acme-eu")).toEqual({
      target: "acme → acme-eu (tep_1)",
      targetName: "acme-eu",
    });
    expect(namedTarget({ id: "tep_1", name: "acme" }, "acme"), "no rename").toEqual({
      target: "acme (tep_1)",
      targetName: "acme",
    });
  });

  it("names a create by the name it asks for, and a record known by its id alone by the id", () => {
    expect(namedTarget({ name: "acme" })).toEqual({ target: "acme" });
    expect(namedTarget({ id: "auth0|1" })).toEqual({ target: "auth0|1" });
  });
});
