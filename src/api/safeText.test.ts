import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { oneLine, redactSecrets } from "./safeText";

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

/** Real signatures, not hand-made look-alikes: HS256-sized (32 bytes) and RS256 (256 bytes). */
const HS256_SIGNATURE = base64url(
  Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 73 + 11) % 256)),
);
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const RS256_SIGNATURE = base64url(sign("sha256", Buffer.from("header.payload"), privateKey));

describe("redactSecrets", () => {
  it("removes a whole token, the exact token and a Bearer credential", () => {
    const token = `eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.${RS256_SIGNATURE}`;
    expect(redactSecrets(`got ${token} back`)).toBe("got [token] back");
    expect(redactSecrets("Authorization: Bearer abc.def", "abc.def")).toBe(
      "Authorization: Bearer [token]",
    );
  });

  it.each([
    ["HS256", HS256_SIGNATURE],
    ["RS256", RS256_SIGNATURE],
  ])("removes a bare %s signature echoed alone", (_, signature) => {
    expect(signature.length).toBeGreaterThanOrEqual(43);
    expect(redactSecrets(`Invalid signature ${signature}.`)).toBe("Invalid signature [token].");
    expect(redactSecrets(`sig="${signature}"`)).toBe('sig="[token]"');
    expect(redactSecrets(`(${signature})`)).not.toContain(signature.slice(0, 20));
  });

  it("keeps ids, names and shorter values a message legitimately carries", () => {
    const text = [
      "uap_1csDj3szFKM6gvVNJbQqYh",
      "tep_DEBOkFloT62emczN",
      "a_very_long_snake_case_attribute_name_that_is_fine",
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber",
      "Insufficient scope, expected any of: create:organizations",
    ].join(" ");
    expect(redactSecrets(text)).toBe(text);
  });
});

describe("oneLine", () => {
  it("flattens control characters and shortens by code points", () => {
    expect(oneLine("a\n\tb\u0000c")).toBe("a b c");
    expect(oneLine("😀".repeat(5), 3)).toBe("😀😀…");
  });
});
