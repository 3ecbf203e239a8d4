import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { visibleControls } from "./bidiControls";
import { IsolatedText } from "./IsolatedText";

const SPOOF = "x\u202Egnp.exe";

describe("IsolatedText", () => {
  it("isolates plain text and keeps it exactly", () => {
    const { container } = render(
      <p>
        Profile <IsolatedText text={"שלום\u200F"} /> saved
      </p>,
    );
    const isolate = container.querySelector("p > bdi");
    expect(isolate?.textContent).toBe("שלום\u200F");
    expect(container.querySelector(".bidi-control")).toBeNull();
  });

  it("isolates each direction control on its own and names it by code point", () => {
    const { container } = render(<IsolatedText text={SPOOF} />);
    const outer = container.firstElementChild;
    expect(outer?.tagName).toBe("BDI");
    expect(outer?.textContent, "the text content is still the exact value").toBe(SPOOF);
    const controls = [...container.querySelectorAll("bdi.bidi-control")];
    expect(controls).toHaveLength(1);
    expect(controls[0]?.textContent).toBe("\u202E");
    expect(controls[0]?.getAttribute("data-code-point")).toBe("U+202E");
    expect(controls[0]?.getAttribute("title")).toBe("U+202E right-to-left override");
    expect(outer?.lastChild?.textContent, "what follows is outside the control's isolate").toBe(
      "gnp.exe",
    );
  });

  it("renders a text that starts with a direction control without React's duplicate-key warning", () => {
    const warn = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { container } = render(<IsolatedText text={"\u202Eevil\u202C name"} />);
      expect(container.textContent).toBe("\u202Eevil\u202C name");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("handles every embedding, override and isolate control, in a row too", () => {
    const text = "a\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069b\u202E";
    const { container } = render(<IsolatedText text={text} />);
    const codes = [...container.querySelectorAll(".bidi-control")].map((node) =>
      node.getAttribute("data-code-point"),
    );
    expect(codes).toEqual([
      "U+202A",
      "U+202B",
      "U+202C",
      "U+202D",
      "U+2066",
      "U+2067",
      "U+2068",
      "U+2069",
      "U+202E",
    ]);
    expect(container.textContent).toBe(text);
  });

  it("writes each control by its code point where no element can isolate it (a tooltip)", () => {
    expect(visibleControls(SPOOF)).toBe("x⟨U+202E⟩gnp.exe");
    expect(visibleControls("a\u2066b\u2069c\u200F")).toBe("a⟨U+2066⟩b⟨U+2069⟩c\u200F");
    expect(visibleControls("plain")).toBe("plain");
  });
});
