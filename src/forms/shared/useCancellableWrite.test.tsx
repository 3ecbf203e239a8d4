import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/apiError";
import { createRateLimitBudget } from "../../api/rateLimitBudget";
import { forgetTab } from "../../lib/tabStorage";
import { readActivity } from "../../session/activityLog";
import { useCancellableWrite, type WriteRequest } from "./useCancellableWrite";

afterEach(() => forgetTab());

const activity = { operation: "clearRiskAssessments", target: "auth0|1", reason: "T-1" } as const;

describe("useCancellableWrite", () => {
  it("hands the reason to the request and records the write's outcome in Activity", async () => {
    const { result } = renderHook(() =>
      useCancellableWrite({ rateLimitBudget: createRateLimitBudget() }),
    );
    let sent: WriteRequest | undefined;
    await act(() =>
      result.current.run(async (request) => {
        sent = request;
      }, activity),
    );
    expect(sent?.reason).toBe("T-1");
    const refused = new ApiError({ kind: "http", status: 403, error: "Forbidden", message: "no" });
    await act(async () => {
      await expect(
        result.current.run(() => Promise.reject(refused), { ...activity, reason: "" }),
      ).rejects.toBe(refused);
    });
    expect(readActivity().map(({ outcome, reason }) => [outcome, reason])).toEqual([
      ["Failed: 403 Forbidden", ""],
      ["Succeeded", "T-1"],
    ]);
  });
});
