import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Banner } from "./Banner";

describe("Banner", () => {
  it("is a plain information banner by default, announcing nothing", () => {
    const { container } = render(<Banner>Sent.</Banner>);
    const banner = container.firstElementChild;
    expect(banner?.tagName).toBe("DIV");
    expect(banner?.className).toBe("banner");
    expect(banner).not.toHaveAttribute("role");
    expect(banner).not.toHaveAttribute("aria-live");
  });

  it.each([
    ["information", "banner"],
    ["success", "banner success"],
    ["warning", "banner warning"],
    ["error", "banner error"],
  ] as const)("maps the %s tone to class %s", (tone, classes) => {
    const { container } = render(<Banner tone={tone}>Note</Banner>);
    expect(container.firstElementChild?.className).toBe(classes);
  });

  it("keeps the role each use gives it: an alert, or a polite status", () => {
    render(
      <>
        <Banner tone="error" role="alert">
          Failed
        </Banner>
        <Banner as="p" tone="success" role="status">
          Saved
        </Banner>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed");
    const status = screen.getByRole("status");
    expect(status.tagName).toBe("P");
    expect(status).toHaveTextContent("Saved");
  });

  it("renders the element it is asked for, with extra classes and its ref", () => {
    const ref = createRef<HTMLElement>();
    render(
      <Banner as="section" tone="success" className="result-panel" aria-label="Result" ref={ref}>
        Done
      </Banner>,
    );
    const region = screen.getByRole("region", { name: "Result" });
    expect(region.tagName).toBe("SECTION");
    expect(region.className).toBe("banner success result-panel");
    expect(ref.current).toBe(region);
  });
});
