import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CopyIdButton } from "./CopyIdButton";

describe("CopyIdButton", () => {
  it("reads Copied for a moment after copying, keeps its name and reports what was copied", async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(<CopyIdButton id="tep_1" onCopied={onCopied} />);
    const button = screen.getByRole("button", { name: "Copy id tep_1" });
    expect(button).toHaveTextContent("Copy");

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe("tep_1");
    expect(button, "visible feedback on the button itself").toHaveTextContent("Copied ✓");
    expect(button).toHaveAccessibleName("Copy id tep_1");
    expect(onCopied).toHaveBeenCalledWith("Copied tep_1");
  });

  it("says Not copied when the clipboard refuses, then looks as before", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    try {
      const onCopied = vi.fn();
      render(<CopyIdButton id="tep_2" onCopied={onCopied} />);
      const button = screen.getByRole("button", { name: "Copy id tep_2" });
      await act(async () => fireEvent.click(button));
      expect(button).toHaveTextContent("Not copied");
      expect(onCopied).toHaveBeenCalledWith("Could not copy tep_2: select it and copy it by hand");
      act(() => vi.advanceTimersByTime(2_000));
      expect(button).toHaveTextContent(/^Copy$/);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
