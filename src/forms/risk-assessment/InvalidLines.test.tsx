import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvalidLines, SHOWN_LINES } from "./InvalidLines";

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ line: i + 1, value: `..${i}`, reason: "Bad" }));

describe("InvalidLines", () => {
  it("lists every bad line of a short list by its number", () => {
    render(<InvalidLines id="bad" lines={lines(3)} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Line 1: Bad. ..0",
      "Line 2: Bad. ..1",
      "Line 3: Bad. ..2",
    ]);
  });

  it("draws the first lines of 10,000 bad ones and says how many more there are, formatted", () => {
    render(<InvalidLines id="bad" lines={lines(10_000)} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(SHOWN_LINES + 1);
    expect(items.at(-1)).toHaveTextContent(
      `…and ${new Intl.NumberFormat().format(10_000 - SHOWN_LINES)} more lines that cannot be sent; fix the ones above to see them.`,
    );
  });
});
