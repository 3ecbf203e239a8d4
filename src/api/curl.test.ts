// @vitest-environment jsdom
// A same-origin command resolves its path against window.location.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { apiPath } from "./apiPath";
import { toCurl } from "./curl";
import { BASE_URL, TOKEN } from "./testFetch";

/** Runs the command in a real shell with `curl` replaced by a function that prints its argv. */
function argvOf(command: string, token = "from-env"): string[] {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${command}`;
  const out = execFileSync("sh", ["-c", script], { env: { TOKEN: token }, encoding: "utf8" });
  return out.split("\0").slice(0, -1);
}

describe("toCurl", () => {
  const body = { name: "o'brien", metadata: { note: '$HOME `id` "q"\nline' } };
  const command = toCurl({
    baseUrl: BASE_URL,
    method: "POST",
    path: apiPath`/organizations`,
    body,
  });

  it("writes the token as $TOKEN, never the real one", () => {
    expect(command).toContain('"Authorization: Bearer $TOKEN"');
    expect(command).not.toContain(TOKEN);
    expect(command).not.toMatch(/eyJ/);
  });

  it("passes method, URL, headers and the exact body through a shell", () => {
    const argv = argvOf(command, "tok-123");
    expect(argv).toEqual([
      "--request",
      "POST",
      "--url",
      `${BASE_URL}/api/v2/organizations`,
      "--header",
      "Accept: application/json",
      "--header",
      "Authorization: Bearer tok-123",
      "--header",
      "Content-Type: application/json",
      "--data",
      JSON.stringify(body),
    ]);
  });

  it("keeps encoded path parameters and the query, and sends no body for a GET", () => {
    const get = toCurl({
      baseUrl: `${BASE_URL}/`,
      method: "GET",
      path: apiPath`/users/${"a/'b"}/x`,
      query: { take: 5, from: undefined },
    });
    const argv = argvOf(get);
    expect(argv[3]).toBe(`${BASE_URL}/api/v2/users/a%2F'b/x?take=5`);
    expect(argv).not.toContain("--data");
  });

  it("uses the page's origin when the base URL is same-origin", () => {
    const argv = argvOf(toCurl({ baseUrl: "", method: "GET", path: apiPath`/x` }));
    expect(argv[3]).toBe(`${window.location.origin}/api/v2/x`);
  });
});
