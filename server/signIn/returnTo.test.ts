import { describe, expect, it } from "vitest";
import { HOME_HASH, returnHash } from "./returnTo.ts";

describe("returnHash", () => {
  it.each([
    "#/",
    "#/organizations/org_Abc123",
    "#/risk-assessments?user=auth0%7C1",
    "#/token-exchange-profiles/tep_1",
  ])("keeps the console hash %s", (hash) => {
    expect(returnHash(hash)).toBe(hash);
  });

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "#javascript:alert(1)",
    "/organizations",
    "#/a\r\nSet-Cookie: x=1",
    "#/a b",
    `#/${"a".repeat(2100)}`,
  ])("sends %s to the first screen instead", (value) => {
    expect(returnHash(value)).toBe(HOME_HASH);
  });
});
