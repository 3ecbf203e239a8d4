import { describe, expect, it } from "vitest";
import { attributeRowOf, newAttributeRow } from "../fields";
import { attributeChange, removedAttributes } from "./attributeChanges";

const email = {
  description: "Email",
  label: "Email",
  profile_required: true,
  native_mapping: "email",
};
const start = { user_attributes: { email, phone: { ...email, label: "Phone" } } };

describe("the overview's marks before Save", () => {
  it("marks a row added here, one whose values differ, and one left as it was", () => {
    expect(attributeChange(start, newAttributeRow())).toBe("added");
    expect(attributeChange(start, attributeRowOf("email", email))).toBe("unchanged");
    expect(attributeChange(start, { ...attributeRowOf("email", email), label: "E-mail" })).toBe(
      "changed",
    );
    expect(attributeChange(start, { ...attributeRowOf("email", email), name: "mail" })).toBe(
      "changed",
    );
  });

  it("names the starting point's attributes no row holds", () => {
    expect(removedAttributes(start, [attributeRowOf("email", email)])).toEqual(["phone"]);
    expect(removedAttributes({}, [newAttributeRow()])).toEqual([]);
  });
});
