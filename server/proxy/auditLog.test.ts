// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type AuditEntry, auditReason, createAuditLog, printableLine } from "./auditLog.ts";

/** What a reader that splits on any Unicode line break, or shows text to a person, trips on. */
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/u;

async function written(entry: Partial<AuditEntry>): Promise<string> {
  const writes: string[] = [];
  const audit = createAuditLog(null, { write: (text: string) => writes.push(text) });
  await audit({
    time: "2026-11-26T00:00:00.000Z",
    operation: "clearRiskAssessments",
    target: null,
    status: 204,
    requestId: "req-1",
    ...entry,
  });
  expect(writes).toHaveLength(1);
  return writes[0] ?? "";
}

// Issue 23, finding 14: each class of character that breaks a line or hides what it reorders.
const CLASSES: [string, string, string][] = [
  ["line feed", "\n", "<U+000A>"],
  ["carriage return", "\r", "<U+000D>"],
  ["next line (NEL)", "\u0085", "<U+0085>"],
  ["tab", "\t", "<U+0009>"],
  ["line separator", "\u2028", "<U+2028>"],
  ["paragraph separator", "\u2029", "<U+2029>"],
  ["right-to-left override", "\u202E", "<U+202E>"],
  ["left-to-right embedding", "\u202A", "<U+202A>"],
  ["pop directional formatting", "\u202C", "<U+202C>"],
  ["right-to-left isolate", "\u2067", "<U+2067>"],
  ["pop directional isolate", "\u2069", "<U+2069>"],
  ["right-to-left mark", "\u200F", "<U+200F>"],
  ["Arabic letter mark", "\u061C", "<U+061C>"],
  ["zero-width space", "\u200B", "<U+200B>"],
  ["zero-width joiner", "\u200D", "<U+200D>"],
  ["word joiner", "\u2060", "<U+2060>"],
  ["byte order mark", "\uFEFF", "<U+FEFF>"],
  ["soft hyphen", "\u00AD", "<U+00AD>"],
  ["Hangul filler", "\u3164", "<U+3164>"],
  ["tag character", "\u{E0041}", "<U+E0041>"],
];

describe("the audit line", () => {
  it.each(CLASSES)(
    "writes a %s in reason, target and sub as its code point",
    async (_name, char, shown) => {
      const line = await written({
        target: `user${char}1`,
        sub: `sub${char}1`,
        reason: `TICKET${char}7`,
      });
      expect(line.endsWith("\n")).toBe(true);
      const text = line.slice(0, -1);
      expect(text).not.toMatch(LINE_BREAKS);
      expect(text).not.toContain(char);
      expect(JSON.parse(text)).toMatchObject({
        audit: true,
        target: `user${shown}1`,
        sub: `sub${shown}1`,
        reason: `TICKET${shown}7`,
      });
    },
  );

  it("shows a file name an RLO would reverse as written, not as it would read", async () => {
    const line = await written({ target: "x\u202Egnp.exe", reason: "see x\u202Egnp.exe" });
    expect(JSON.parse(line)).toMatchObject({
      target: "x<U+202E>gnp.exe",
      reason: "see x<U+202E>gnp.exe",
    });
  });

  it("keeps printable text of any script as it is, and a status of null for a cut write", async () => {
    const line = await written({
      target: "samlp|partners|ops/alex.kim@example.org",
      reason: "Ticket été — 東京 ✓ 100%",
      status: null,
      outcome: "unknown",
    });
    expect(JSON.parse(line)).toMatchObject({
      target: "samlp|partners|ops/alex.kim@example.org",
      reason: "Ticket été — 東京 ✓ 100%",
      status: null,
      outcome: "unknown",
    });
  });

  it("cuts a reason and a sub to 200 code points before escaping, a target to 1024", () => {
    expect(Array.from(printableLine("😀".repeat(300)))).toHaveLength(200);
    expect(printableLine("\u202E".repeat(300))).toBe("<U+202E>".repeat(200));
    expect(printableLine("a".repeat(2000), 1024)).toHaveLength(1024);
  });

  it("decodes the console's percent-encoded reason, trimmed; blank is no reason", () => {
    expect(auditReason("Ticket%20%C3%A9t%C3%A9%E2%80%AE")).toBe("Ticket été\u202E");
    expect(auditReason("  \n ")).toBeUndefined();
    expect(auditReason("100%")).toBe("100%");
  });
});

describe("a write's claimed name and changes (issue 33, finding 24)", () => {
  it("writes each as one printable line, member ids kept whole", async () => {
    const line = JSON.parse(
      await written({
        claimedName: "acme\u2028x",
        changes: { members: ["oidc|a\u202Eb", "x".repeat(1024)], connection: "con_\n" },
      }),
    );
    expect(line).toMatchObject({
      claimedName: "acme<U+2028>x",
      changes: { members: ["oidc|a<U+202E>b", "x".repeat(1024)], connection: "con_<U+000A>" },
    });
  });
});
