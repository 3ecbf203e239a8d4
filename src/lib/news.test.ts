import { describe, expect, it } from "vitest";
import { leaveNews, takeNews } from "./news";

describe("news left for the next screen", () => {
  it("is taken once, by the screen it was left for", () => {
    leaveNews("/token-exchange-profiles", "Created profile A.");
    expect(takeNews("/user-attribute-profiles")).toBeUndefined();
    expect(takeNews("/token-exchange-profiles")).toBe("Created profile A.");
    expect(takeNews("/token-exchange-profiles"), "not said again").toBeUndefined();
  });
});
