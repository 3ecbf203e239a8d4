import { describe, expect, it } from "vitest";
import { testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { extraProperties, readableExtraProperties } from "./extraProperties";

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

describe("readableExtraProperties", () => {
  it("shows a description as its text and an object as indented key: value lines, not JSON", () => {
    expect(
      readableExtraProperties({
        description: "Exchanges Acme kiosk tokens",
        metadata: { team: "identity", ticket: "IAM-42" },
      }),
    ).toBe(
      [
        "description: Exchanges Acme kiosk tokens",
        "metadata:",
        "  team: identity",
        "  ticket: IAM-42",
      ].join("\n"),
    );
  });

  it("writes lists of plain values on one line, numbers and nothing as words, deeper values indented", () => {
    expect(
      readableExtraProperties({
        tags: ["kiosk", "beta"],
        retries: 3,
        enabled: false,
        owner: null,
        empty: "",
        nothing: {},
        steps: [{ name: "a" }, "b"],
      }),
    ).toBe(
      [
        "tags: kiosk, beta",
        "retries: 3",
        "enabled: false",
        "owner: none",
        'empty: ""',
        "nothing: none",
        "steps:",
        "  item 1:",
        "    name: a",
        "  item 2: b",
      ].join("\n"),
    );
  });
});
