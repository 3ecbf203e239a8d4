import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimitMeter } from "./RateLimitMeter";

const NOW = Date.parse("2030-01-01T00:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("RateLimitMeter", () => {
  it("is a meter named Rate limit budget with the remaining requests of the limit", () => {
    const { container } = render(<RateLimitMeter limit={50} remaining={37} />);
    const meter = screen.getByRole("meter", { name: "Rate limit budget" });
    expect(meter).toHaveAttribute("aria-valuenow", "37");
    expect(meter).toHaveAttribute("aria-valuemax", "50");
    expect(meter).toHaveAttribute("aria-valuetext", "37 of 50 requests left");
    expect(container, "a visible label says what the figures are").toHaveTextContent(
      /^Rate limit\s*37\/50$/,
    );
    expect(container.firstElementChild).toHaveAttribute("data-level", "ok");
  });

  it("warns when less than a fifth is left", () => {
    const { container } = render(<RateLimitMeter limit={50} remaining={9} />);
    expect(container.firstElementChild).toHaveAttribute("data-level", "low");
  });

  it("counts down a wait, then shows the figures again", () => {
    const { container } = render(
      <RateLimitMeter limit={10} remaining={0} resumeAt={NOW + 3_000} />,
    );
    expect(container).toHaveTextContent("Waiting 3 s");
    act(() => vi.advanceTimersByTime(1_000));
    expect(container).toHaveTextContent("Waiting 2 s");
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(container).toHaveTextContent("0/10");
    expect(container).not.toHaveTextContent("Waiting");
  });
});
