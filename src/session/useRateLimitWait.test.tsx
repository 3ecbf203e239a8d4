import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/apiError";
import type { ApiEvent, ApiEventListener } from "../api/apiEvents";
import type { ApiClient } from "../api/client";
import type { HttpMethod } from "../api/httpMethod";
import { type PathMatch, useRateLimitWait } from "./useRateLimitWait";

/** A client whose events the test sends by hand. */
function eventClient() {
  const listeners = new Set<ApiEventListener>();
  const client = {
    subscribe(listener: ApiEventListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  } as unknown as ApiClient;
  const emit = (event: ApiEvent) =>
    act(() => {
      for (const listener of listeners) listener(event);
    });
  return { client, emit, listeners };
}

const limited = (method: HttpMethod, path: string, resumeAt: number): ApiEvent => ({
  type: "rate-limited",
  requestId: 1,
  method,
  path,
  resumeAt,
  attempt: 2,
});
const resumed = (method: HttpMethod, path: string): ApiEvent => ({
  type: "resumed",
  requestId: 1,
  method,
  path,
  cancelled: false,
});

function render(method: HttpMethod, path: string, match?: PathMatch) {
  const fake = eventClient();
  const hook = renderHook(() => useRateLimitWait(fake.client, method, path, match));
  return { ...fake, hook };
}

describe("useRateLimitWait", () => {
  it("reports the resume time of a matching request until it is resumed", () => {
    const { emit, hook } = render("POST", "/organizations");
    expect(hook.result.current).toBeUndefined();
    emit(limited("POST", "/organizations", 5_000));
    expect(hook.result.current).toBe(5_000);
    emit(resumed("POST", "/organizations"));
    expect(hook.result.current).toBeUndefined();
  });

  it("matches the path exactly by default", () => {
    const { emit, hook } = render("POST", "/organizations");
    emit(limited("POST", "/organizations/org_1/members", 5_000));
    expect(hook.result.current).toBeUndefined();
  });

  it("matches every path below a prefix when asked", () => {
    const { emit, hook } = render("PATCH", "/user-attribute-profiles/", "prefix");
    emit(limited("PATCH", "/user-attribute-profiles/uap_1", 7_000));
    expect(hook.result.current).toBe(7_000);
    emit(limited("PATCH", "/organizations/uap_1", 9_000));
    expect(hook.result.current).toBe(7_000);
  });

  it("ignores other methods and 401s", () => {
    const { emit, hook } = render("POST", "/organizations");
    emit(limited("GET", "/organizations", 5_000));
    emit({
      type: "unauthorized",
      error: new ApiError({
        kind: "http",
        status: 401,
        error: "Unauthorized",
        message: "Unauthorized",
      }),
    });
    expect(hook.result.current).toBeUndefined();
  });

  it("unsubscribes on unmount", () => {
    const { listeners, hook } = render("POST", "/organizations");
    expect(listeners.size).toBe(1);
    hook.unmount();
    expect(listeners.size).toBe(0);
  });
});
