import { describe, expect, it, vi } from "vitest";
import { readSignedInPerson, signInAddress, signOutOfServer } from "./consoleSignIn";

function answering(status: number, body: unknown): typeof fetch {
  return async () => Response.json(body, { status });
}

describe("readSignedInPerson", () => {
  it("reads who is signed in, their role and when the session ends", async () => {
    const me = {
      sub: "u1",
      email: "support@console.local",
      name: "Sam Support",
      role: "support",
      expires_at: 1_900_000_000,
      credential: { azp: "console-admin", scope: "read:organizations update:users" },
    };
    expect(await readSignedInPerson(answering(200, me))).toEqual({
      state: "signed-in",
      person: {
        sub: "u1",
        email: "support@console.local",
        name: "Sam Support",
        role: "support",
        expiresAt: 1_900_000_000_000,
      },
      credential: expect.objectContaining({
        azp: "console-admin",
        scopes: ["read:organizations", "update:users"],
      }),
    });
  });

  it("reads no role, or one the console does not know, as none", async () => {
    for (const role of [null, "owner", undefined]) {
      const state = await readSignedInPerson(answering(200, { sub: "u", email: "n@x", role }));
      expect(state).toMatchObject({ state: "signed-in", person: { role: null } });
    }
  });

  it("takes an ISO date for expires_at as well", async () => {
    const me = { sub: "u", expires_at: "2030-01-01T00:00:00Z" };
    expect(await readSignedInPerson(answering(200, me))).toMatchObject({
      person: { expiresAt: Date.UTC(2030, 0, 1) },
    });
  });

  it("tells signed out from a failure", async () => {
    expect(await readSignedInPerson(answering(401, { error: "signed_out" }))).toEqual({
      state: "signed-out",
    });
    expect(await readSignedInPerson(answering(502, { error: "down" }))).toEqual({
      state: "failed",
      message: "the server answered 502",
    });
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await readSignedInPerson(offline)).toEqual({
      state: "failed",
      message: "Failed to fetch",
    });
  });
});

describe("signInAddress", () => {
  it("carries the screen to come back to, encoded", () => {
    expect(signInAddress("#/risk-assessments?user=auth0|1")).toBe(
      "/__console/sign-in?return=%23%2Frisk-assessments%3Fuser%3Dauth0%7C1",
    );
  });
});

describe("signOutOfServer", () => {
  it("posts to the server and says whether it ended the session", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    expect(await signOutOfServer(fetchFn)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(
      "/__console/sign-out",
      expect.objectContaining({ method: "POST" }),
    );
    expect(await signOutOfServer(answering(500, {}))).toBe(false);
  });
});
