import { describe, expect, it } from "vitest";
import { isLoopbackRedirect } from "./consoleClient.ts";

describe("the console client's redirect URIs", () => {
  it.each([
    "http://127.0.0.1:5173/__console/callback",
    "http://127.0.0.1/__console/callback",
    "http://localhost:4173/",
    "http://[::1]:65535/cb?from=test",
  ])("accepts %s: plain http on a loopback host, any port and path", (uri) => {
    expect(isLoopbackRedirect(uri)).toBe(true);
  });

  it.each([
    ["another host", "http://console.example.com/__console/callback"],
    ["a host that starts like loopback", "http://127.0.0.1.evil.example/__console/callback"],
    ["loopback as user info before another host", "http://127.0.0.1@evil.example/"],
    ["user info before loopback", "http://user:secret@127.0.0.1:5173/"],
    ["https", "https://127.0.0.1:5173/__console/callback"],
    ["a fragment", "http://127.0.0.1:5173/__console/callback#x"],
    ["an empty fragment", "http://127.0.0.1:5173/__console/callback#"],
    ["another scheme", "javascript:alert(1)//127.0.0.1"],
    ["no URL at all", "127.0.0.1:5173"],
  ])("refuses %s", (_what, uri) => {
    expect(isLoopbackRedirect(uri)).toBe(false);
  });
});
