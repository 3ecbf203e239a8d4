import { describe, expect, it } from "vitest";
import { cookieHeader, readCookie, signInCookies } from "./sessionCookie.ts";

describe("sign-in cookies", () => {
  it("are HttpOnly, SameSite=Lax and Path=/, with Secure and __Host- over TLS", () => {
    const plain = signInCookies(false);
    expect(cookieHeader(plain, plain.session, "id", 60)).toBe(
      "console-session=id; Path=/; HttpOnly; SameSite=Lax; Max-Age=60",
    );
    const tls = signInCookies(true);
    expect(cookieHeader(tls, tls.session, "id", 60)).toBe(
      "__Host-console-session=id; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60",
    );
    expect(tls.pending).toBe("__Host-console-sign-in");
  });

  it("reads one cookie, and none when its name comes twice", () => {
    expect(readCookie("a=1; console-session=abc; b=2", "console-session")).toBe("abc");
    expect(readCookie("xconsole-session=abc", "console-session")).toBeNull();
    expect(readCookie(null, "console-session")).toBeNull();
    expect(
      readCookie("console-session=mine; console-session=tossed", "console-session"),
    ).toBeNull();
  });
});
