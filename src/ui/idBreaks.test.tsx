import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withIdBreaks } from "./idBreaks";

describe("withIdBreaks", () => {
  it("offers a line break after each separator and nowhere else, keeping the text exact", () => {
    const id = "samlp|partners|ops/alex.kim@example.org";
    const { container } = render(<span>{withIdBreaks(id)}</span>);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe(id);
    const before = [...span.querySelectorAll("wbr")].map((wbr) => wbr.previousSibling?.textContent);
    expect(before).toEqual(["samlp|", "partners|", "ops/", "alex.", "kim@", "example."]);
  });

  it("leaves text without a separator as it is", () => {
    const { container } = render(<span>{withIdBreaks("5f7c8ec7c33c6c004bbafe82")}</span>);
    expect(container.querySelectorAll("wbr")).toHaveLength(0);
  });
});
