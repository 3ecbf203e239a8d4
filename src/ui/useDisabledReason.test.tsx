import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDisabledReason } from "./useDisabledReason";

function Send({ reason, pending }: { reason: string | undefined; pending: boolean }) {
  const { buttonProps, hint } = useDisabledReason(reason, pending);
  return (
    <>
      <button type="button" {...buttonProps}>
        Send
      </button>
      {hint}
    </>
  );
}

describe("useDisabledReason", () => {
  it("disables the button and describes it by the reason while there is one", () => {
    render(<Send reason="It needs create:organizations" pending={false} />);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("It needs create:organizations");
  });

  it("without a reason describes nothing, and is disabled only while disabled anyway", () => {
    const { rerender } = render(<Send reason={undefined} pending={false} />);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-describedby");
    rerender(<Send reason={undefined} pending />);
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute("aria-describedby");
  });
});
