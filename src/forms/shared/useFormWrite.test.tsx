import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/apiError";
import { createRateLimitBudget } from "../../api/rateLimitBudget";
import { navigationAllowed } from "../../lib/navigationGuard";
import { forgetTab } from "../../lib/tabStorage";
import { useFormWrite } from "./useFormWrite";

afterEach(() => {
  forgetTab();
  vi.restoreAllMocks();
});

const client = { rateLimitBudget: createRateLimitBudget() };
const activity = { operation: "createTokenExchangeProfile", target: "P" } as const;

function renderFormWrite(blockedBy?: string) {
  return renderHook(() => useFormWrite(client, { dirty: true, submitting: false, blockedBy }));
}

describe("useFormWrite", () => {
  it("hands the answer on and lets go of the unsaved-changes guard once the write went through", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(false);
    const { result } = renderFormWrite();
    expect(navigationAllowed()).toBe(false);
    const onDone = vi.fn();
    await act(() =>
      result.current.send({
        request: async () => "saved",
        activity,
        onDone,
        onFailure: () => {},
      }),
    );
    expect(onDone).toHaveBeenCalledWith("saved");
    expect(navigationAllowed()).toBe(true);
  });

  it("sends nothing while blocked, and asks nothing on leaving", async () => {
    const { result } = renderFormWrite("Needs update:token_exchange_profiles");
    expect(navigationAllowed()).toBe(true);
    const request = vi.fn(async () => "saved");
    await act(() =>
      result.current.send({ request, activity, onDone: () => {}, onFailure: () => {} }),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it("says there is nothing to send instead of sending, then clears the alert on the next try", async () => {
    const { result } = renderFormWrite();
    const request = vi.fn(async () => "saved");
    const submit = { request, activity, onDone: () => {}, onFailure: () => {} };
    await act(() => result.current.send({ ...submit, nothingToSend: "Nothing changed." }));
    expect(request).not.toHaveBeenCalled();
    expect(result.current.alert).toBe("Nothing changed.");
    await act(() => result.current.send(submit));
    expect(result.current.alert).toBeNull();
  });

  it("hands a failure to the form and keeps the guard", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(false);
    const { result } = renderFormWrite();
    const refused = new ApiError({
      kind: "http",
      status: 409,
      error: "Conflict",
      message: "taken",
    });
    const onFailure = vi.fn();
    await act(() =>
      result.current.send({
        request: () => Promise.reject(refused),
        activity,
        onDone: () => {},
        onFailure,
      }),
    );
    expect(onFailure).toHaveBeenCalledWith(refused);
    expect(navigationAllowed()).toBe(false);
  });

  it("guards a form that stays after its save again from its next edit", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(false);
    const { result, rerender } = renderHook(
      ({ dirty }) => useFormWrite(client, { dirty, submitting: false, blockedBy: undefined }),
      { initialProps: { dirty: true } },
    );
    const submit = { request: async () => "saved", activity, onFailure: () => {} };
    await act(() => result.current.send({ ...submit, onDone: () => {} }));
    expect(navigationAllowed(), "saved").toBe(true);
    rerender({ dirty: false });
    rerender({ dirty: true });
    expect(navigationAllowed(), "edited again").toBe(false);
  });

  it("runs a form's own steps unless blocked, the alert cleared first and kept where the focus is", async () => {
    const steps = vi.fn(async () => {});
    const event = { preventDefault: vi.fn() } as unknown as FormEvent<HTMLFormElement>;
    const blocked = renderHook(() =>
      useFormWrite(client, { dirty: false, submitting: false, blockedBy: "Needs a scope" }),
    );
    await act(() => blocked.result.current.onSubmitting(steps)(event));
    expect(steps).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();

    const { result } = renderHook(() =>
      useFormWrite(client, {
        dirty: false,
        submitting: false,
        blockedBy: undefined,
        alertTakesFocus: false,
      }),
    );
    act(() => result.current.showAlert("It failed"));
    expect(result.current.alert).toBe("It failed");
    await act(() => result.current.onSubmitting(steps)(event));
    expect(steps).toHaveBeenCalledTimes(1);
    expect(result.current.alert).toBeNull();
  });
});
