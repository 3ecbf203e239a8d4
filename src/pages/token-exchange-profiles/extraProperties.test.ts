import { describe, expect, it } from "vitest";
import { extraProperties } from "./extraProperties";
import { testTokenExchangeProfile } from "./testTokenExchangeProfiles";

describe("extraProperties", () => {
  it("is null for a profile with only the contract's fields", () => {
    expect(extraProperties(testTokenExchangeProfile(1))).toBeNull();
  });

  it("keeps everything beyond the contract's fields, nested values included", () => {
    const profile = testTokenExchangeProfile(1, {
      metadata: { team: "identity" },
      description: "Kiosks",
    });
    expect(extraProperties(profile)).toEqual({
      metadata: { team: "identity" },
      description: "Kiosks",
    });
  });
});
