import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RestoredDraftBanner } from "./RestoredDraftBanner";

const TEXT = { message: "Your unsaved entries were restored.", discardLabel: "Discard draft" };

describe("RestoredDraftBanner", () => {
  it("says the draft came back, and Discard drops it", async () => {
    const discard = vi.fn();
    render(<RestoredDraftBanner draft={{ restored: true, discard }} {...TEXT} />);
    expect(screen.getByText(TEXT.message)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Discard draft" }));
    expect(discard).toHaveBeenCalledOnce();
  });

  it("shows nothing while no draft is restored", () => {
    render(<RestoredDraftBanner draft={{ restored: false, discard: vi.fn() }} {...TEXT} />);
    expect(screen.queryByRole("button", { name: "Discard draft" })).not.toBeInTheDocument();
  });
});
