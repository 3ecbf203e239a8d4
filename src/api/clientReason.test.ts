// @vitest-environment jsdom
// A same-origin client resolves its paths against window.location.
import { describe, expect, it } from "vitest";
import { apiPath } from "./apiPath";
import { headerSafe } from "./headerSafe";
import { callOf, setup, textResponse } from "./testFetch";

function clearWith(baseUrl: string, reason: string | undefined) {
  const { client, fetch } = setup([textResponse(204, null)], { baseUrl });
  return {
    fetch,
    sent: client.request({
      method: "POST",
      path: apiPath`/users/${"auth0|1"}/risk-assessments/clear`,
      body: { connection: "db", assessors: ["new-device"] },
      reason,
    }),
  };
}

describe("the reason of a write", () => {
  it("goes to the console's own origin as X-Console-Reason, for its audit log", async () => {
    for (const baseUrl of ["", window.location.origin]) {
      const { fetch, sent } = clearWith(baseUrl, "TICKET-42");
      await sent;
      expect(callOf(fetch).headers.get("X-Console-Reason"), baseUrl).toBe("TICKET-42");
    }
  });

  it("never goes to a tenant on another origin, in a header or the body", async () => {
    const { fetch, sent } = clearWith("https://tenant.example.com", "TICKET-42");
    await sent;
    const call = callOf(fetch);
    expect(call.headers.has("X-Console-Reason")).toBe(false);
    expect(JSON.stringify(call.body)).not.toContain("TICKET-42");
  });

  it("is left out when empty", async () => {
    const { fetch, sent } = clearWith("", "");
    await sent;
    expect(callOf(fetch).headers.has("X-Console-Reason")).toBe(false);
  });
});

describe("the entry a write restores", () => {
  function restoring(baseUrl: string) {
    const { client, fetch } = setup([textResponse(204, null)], { baseUrl });
    const sent = client.request({
      method: "PATCH",
      path: apiPath`/organizations/${"org_1"}`,
      body: { display_name: "Acme" },
      restoreOf: "42",
    });
    return { fetch, sent };
  }

  it("goes to the console's own origin only, as X-Console-Restore-Of", async () => {
    const own = restoring("");
    await own.sent;
    expect(callOf(own.fetch).headers.get("X-Console-Restore-Of")).toBe("42");
    const other = restoring("https://tenant.example.com");
    await other.sent;
    expect(callOf(other.fetch).headers.has("X-Console-Restore-Of")).toBe(false);
  });
});

describe("headerSafe", () => {
  it("keeps printable ASCII and percent-encodes the rest, % included, so it decodes back", () => {
    expect(headerSafe("TICKET-42 (urgent)")).toBe("TICKET-42 (urgent)");
    expect(headerSafe("Kundin bat 50% – Grüße")).toBe("Kundin bat 50%25 %E2%80%93 Gr%C3%BC%C3%9Fe");
    expect(decodeURIComponent(headerSafe("Kundin bat 50% – Grüße"))).toBe("Kundin bat 50% – Grüße");
    expect(headerSafe("a\u0000b\ud800")).toBe("a%00b%EF%BF%BD");
  });
});
