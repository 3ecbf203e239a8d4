import { describe, expect, it } from "vitest";
import { fakeJwt } from "../test/tokens";
import { decodeClaims, jwtProblem } from "./jwt";

describe("jwtProblem", () => {
  it("accepts a three-part base64url token with a JSON payload", () => {
    expect(jwtProblem(fakeJwt({ sub: "a" }))).toBeUndefined();
  });

  it.each([
    ["", "Paste an access token"],
    ["Bearer a.b.c", 'Paste the token without the word "Bearer"'],
    ["abc.def ghi.jkl", "The token contains spaces or line breaks"],
    ["abc.def", "A JSON Web Token has three parts separated by dots; this has 2"],
    ["a.b.c.d", "A JSON Web Token has three parts separated by dots; this has 4"],
    ["abc.d+f.ghi", "The payload contains characters outside base64url (A–Z, a–z, 0–9, - and _)"],
    [".eyJhIjoxfQ.sig", "The header is empty"],
    ["abc.bm90IGpzb24.sig", "The payload is not valid base64url-encoded JSON"],
  ])("rejects %j with a specific message", (token, message) => {
    expect(jwtProblem(token)).toBe(message);
  });
});

describe("decodeClaims", () => {
  it("reads client, audience, scopes and expiry for display", () => {
    const claims = decodeClaims(
      fakeJwt({
        azp: "cli",
        sub: "cli@clients",
        aud: "https://t/api/v2/",
        scope: "a:b c:d",
        exp: 5,
      }),
    );
    expect(claims).toMatchObject({
      azp: "cli",
      aud: "https://t/api/v2/",
      scopes: ["a:b", "c:d"],
      exp: 5,
    });
  });

  it("decodes non-ASCII claims as UTF-8", () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode('{"sub":"é😀"}')));
    expect(decodeClaims(`x.${payload.replace(/=+$/, "")}.y`).sub).toBe("é😀");
  });

  it("treats a token without scope as having none", () => {
    expect(decodeClaims(fakeJwt({ sub: "x" })).scopes).toEqual([]);
  });
});
