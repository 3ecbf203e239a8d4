import { describe, expect, it } from "vitest";
import { isolated } from "../lib/isolated";
import { plainText, sentenceParts } from "./sentenceParts";

const SPOOF = "admin\u202Egnp.exe\u202C@evil.example";

describe("sentenceParts", () => {
  it("tells the console's words from each isolated part, kept exactly", () => {
    const sentence = `Remove ${isolated(SPOOF)} from ${isolated("acme")}?`;
    expect(sentenceParts(sentence)).toEqual([
      { text: "Remove ", outside: false },
      { text: SPOOF, outside: true },
      { text: " from ", outside: false },
      { text: "acme", outside: true },
      { text: "?", outside: false },
    ]);
  });

  it("keeps isolates the tenant's own text holds inside its part", () => {
    const name = "a\u2067b\u2069c";
    expect(sentenceParts(`Remove ${isolated(name)}`)).toEqual([
      { text: "Remove ", outside: false },
      { text: name, outside: true },
    ]);
  });
});

describe("plainText", () => {
  it("leaves a name that nothing could reorder as it is, so its accessible name stays exact", () => {
    expect(plainText(`Select ${isolated("jane@acme.example")}`)).toBe("Select jane@acme.example");
  });

  it("isolates a name with a direction control and writes the control out, so it reads in order", () => {
    expect(plainText(`Select ${isolated(SPOOF)}`)).toBe(
      "Select \u2068admin⟨U+202E⟩gnp.exe⟨U+202C⟩@evil.example\u2069",
    );
  });

  it("isolates right-to-left text, so a number after it stays in place", () => {
    expect(plainText(`Remove ${isolated("שלום")} 2`)).toBe("Remove \u2068שלום\u2069 2");
  });

  it("writes out a stray control that ended a part early", () => {
    expect(plainText(`Remove ${isolated("a\u2069\u202Eb")}`)).toBe("Remove a⟨U+202E⟩b⟨U+2069⟩");
  });
});
