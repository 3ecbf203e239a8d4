import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHint } from "./useHint";

function Link({ problem }: { problem: string | undefined }) {
  const { describedBy, hint } = useHint(problem);
  return (
    <div>
      <a href="#/new" aria-describedby={describedBy}>
        New profile
      </a>
      {hint}
    </div>
  );
}

describe("useHint", () => {
  it("describes the control by the hint it shows beside it", () => {
    render(<Link problem="This token can't create profiles" />);
    const link = screen.getByRole("link", { name: "New profile" });
    expect(link).toHaveAccessibleDescription("This token can't create profiles");
    const hint = screen.getByText("This token can't create profiles");
    expect(hint.tagName).toBe("SPAN");
    expect(hint).toHaveClass("field-hint");
    expect(link.getAttribute("aria-describedby")).toBe(hint.id);
  });

  it("shows no hint and points at no id without one", () => {
    const { container } = render(<Link problem={undefined} />);
    expect(screen.getByRole("link", { name: "New profile" })).not.toHaveAttribute(
      "aria-describedby",
    );
    expect(container.querySelector(".field-hint")).toBeNull();
  });
});
