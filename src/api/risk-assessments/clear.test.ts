import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { ApiError } from "../apiError";
import { callOf, jsonResponse, rejectionOf, setup, textResponse } from "../testFetch";
import { clearRiskAssessments } from "./clear";

const body = { connection: "Username-Password", assessors: ["new-device" as const] };

describe("clearRiskAssessments", () => {
  it("POSTs the body to the user's encoded path", async () => {
    const { client, fetch } = setup([textResponse(204, null)]);
    await clearRiskAssessments(client, { userId: "a/../b", body });
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(call.url).toBe("http://127.0.0.1:4010/api/v2/users/a%2F..%2Fb/risk-assessments/clear");
    expect(call.body).toEqual(body);
    expect(call.headers.get("Content-Type")).toBe("application/json");
  });

  it("reports each rate-limit wait of this request, with when it is sent again", async () => {
    const { client } = setup(
      [textResponse(429, "", { "Retry-After": "0" }), textResponse(204, null)],
      {
        now: () => 1_000,
      },
    );
    const waits: unknown[] = [];
    await clearRiskAssessments(
      client,
      { userId: "user-1", body },
      { onRateLimitWait: (w) => waits.push(w) },
    );
    expect(waits).toEqual([{ resumeAt: 1_000, attempt: 2 }]);
  });

  it.each([
    ["204 without a body", () => textResponse(204, null)],
    ["200 with a JSON body", () => jsonResponse(200, { cleared: true })],
    ["201 with an empty body", () => textResponse(201, "")],
    ["200 with a text body", () => textResponse(200, "OK")],
  ])("succeeds on %s", async (_, reply) => {
    const { client } = setup([reply()]);
    await expect(clearRiskAssessments(client, { userId: "user-1", body })).resolves.toBeUndefined();
  });

  it("rejects with the service's error", async () => {
    const { client } = setup([
      jsonResponse(404, {
        statusCode: 404,
        error: "Not Found",
        message: "The user does not exist.",
        errorCode: "inexistent_user",
      }),
    ]);
    const error = await rejectionOf(clearRiskAssessments(client, { userId: "user-1", body }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorCode: "inexistent_user" });
  });

  it.each([
    ["a connection that breaks the pattern", "user-1", { ...body, connection: "-bad" }],
    ["no assessor", "user-1", { ...body, assessors: [] }],
    ["a user id over 1024 characters", "u".repeat(1025), body],
    ["an empty user id", "", body],
  ])("refuses %s with a ZodError and sends nothing", async (_, userId, input) => {
    const { client, fetch } = setup([textResponse(204, null)]);
    expect(await rejectionOf(clearRiskAssessments(client, { userId, body: input }))).toBeInstanceOf(
      ZodError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
