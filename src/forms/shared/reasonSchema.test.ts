import { describe, expect, it } from "vitest";
import { REASON_MAX, reasonField } from "./reasonSchema";

describe("reasonField", () => {
  it("accepts nothing, a ticket number, and up to the maximum", () => {
    expect(reasonField.parse("")).toBe("");
    expect(reasonField.parse("  TICKET-42 ")).toBe("TICKET-42");
    expect(reasonField.safeParse("x".repeat(REASON_MAX)).success).toBe(true);
  });

  it("refuses more than the maximum and a second line", () => {
    expect(reasonField.safeParse("x".repeat(REASON_MAX + 1)).error?.issues[0]?.message).toBe(
      `Keep the reason to ${REASON_MAX} characters or fewer; it has ${REASON_MAX + 1}`,
    );
    expect(reasonField.safeParse("a\nb").error?.issues[0]?.message).toBe(
      "The reason must be one line, without control characters",
    );
  });
});
