import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("is a button that submits nothing unless told", () => {
    render(<Button>Retry</Button>);
    const button = screen.getByRole("button", { name: "Retry" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).not.toHaveAttribute("class");
  });

  it("keeps a submit type it is given", () => {
    render(<Button type="submit">Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "submit");
  });

  it.each([
    ["primary", "primary"],
    ["danger", "danger"],
    ["quiet", "quiet"],
  ] as const)("draws the %s variant with the .%s class", (variant, className) => {
    render(
      <Button variant={variant} className="wrap">
        Go
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toHaveClass(className, "wrap");
  });

  it("adds no class for the secondary variant", () => {
    render(
      <Button variant="secondary" className="sign-out">
        Sign out
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Sign out" }).className).toBe("sign-out");
  });

  it("forwards its ref and every native prop", () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <form id="f">
        <Button
          ref={ref}
          form="f"
          aria-disabled="true"
          aria-describedby="why"
          aria-expanded={false}
          disabled
          onClick={onClick}
        >
          Delete
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    expect(ref.current).toBe(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("form", "f");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-describedby", "why");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("calls onClick", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy</Button>);
    screen.getByRole("button", { name: "Copy" }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
