import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DraftBanner } from "./DraftBanner";

describe("DraftBanner", () => {
  it("says the draft is back and discards it on request", async () => {
    const onDiscard = vi.fn();
    render(
      <DraftBanner
        message="Your unsaved entries were restored."
        discardLabel="Discard draft"
        onDiscard={onDiscard}
      />,
    );
    expect(screen.getByText("Your unsaved entries were restored.")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Discard draft" }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
