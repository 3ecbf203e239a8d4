import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DisclosureButton } from "./DisclosureButton";

describe("DisclosureButton", () => {
  it("names its panel only while open, and toggles on click", async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <DisclosureButton open={false} panelId="panel" onToggle={onToggle}>
        Edit
      </DisclosureButton>,
    );
    const button = screen.getByRole("button", { name: "Edit" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).not.toHaveAttribute("aria-controls");
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();

    rerender(
      <DisclosureButton open panelId="panel" onToggle={onToggle}>
        Close
      </DisclosureButton>,
    );
    const open = screen.getByRole("button", { name: "Close" });
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(open).toHaveAttribute("aria-controls", "panel");
  });
});
