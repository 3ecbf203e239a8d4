import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LastChange } from "./LastChange";
import { exactTime } from "./relativeTime";

const now = Date.parse("2026-05-01T12:00:00Z");

describe("LastChange", () => {
  it("says when the profile was updated, with both exact times on hover", () => {
    render(
      <LastChange created="2024-01-08T09:00:00Z" updated="2026-04-30T12:00:00Z" nowMs={now} />,
    );
    const time = screen.getByText(/^Updated/).closest("time");
    expect(time).toHaveTextContent("Updated yesterday");
    expect(time).toHaveAttribute("dateTime", "2026-04-30T12:00:00Z");
    expect(time).toHaveAttribute(
      "title",
      `Updated ${exactTime("2026-04-30T12:00:00Z")}; created ${exactTime("2024-01-08T09:00:00Z")}`,
    );
  });

  it("says Created for a profile never updated", () => {
    render(
      <LastChange created="2024-01-08T09:00:00Z" updated="2024-01-08T09:00:00Z" nowMs={now} />,
    );
    expect(screen.getByText(/^Created/)).toHaveTextContent("Created 2 years ago");
  });
});

describe("exactTime", () => {
  it("formats through Intl and keeps a value it cannot read", () => {
    expect(exactTime("2024-01-08T09:00:00Z")).toMatch(/2024/);
    expect(exactTime("not a date")).toBe("not a date");
  });
});
