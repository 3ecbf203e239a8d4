import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ExplainedButton } from "./ExplainedButton";

describe("ExplainedButton", () => {
  it("is disabled and described by its reason while it has one", () => {
    const onClick = vi.fn();
    render(
      <ExplainedButton type="button" onClick={onClick} reason="It needs delete:organizations">
        Delete
      </ExplainedButton>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("It needs delete:organizations");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("without a reason is pressable, undescribed, and still disabled when told", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <ExplainedButton type="button" onClick={onClick} reason={undefined}>
        Delete
      </ExplainedButton>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button).not.toHaveAttribute("aria-describedby");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <ExplainedButton type="button" onClick={onClick} reason={undefined} disabled>
        Delete
      </ExplainedButton>,
    );
    expect(button).toBeDisabled();
  });
});
