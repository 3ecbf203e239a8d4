import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldGroup } from "./FieldGroup";

describe("FieldGroup", () => {
  it("is a group named by its legend and described by its hint, status and error", () => {
    render(
      <FieldGroup
        legend="Metadata"
        hint="Each key once."
        status="3 of 25 entries"
        error="Keys must be unique"
        actions={<button type="button">Add metadata</button>}
      >
        <input aria-label="Key 1" />
      </FieldGroup>,
    );
    const group = screen.getByRole("group", { name: "Metadata" });
    expect(group).toHaveAccessibleDescription("Each key once. 3 of 25 entries Keys must be unique");
    // The count is announced as rows come and go.
    expect(screen.getByText("3 of 25 entries")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Add metadata" })).toBeInTheDocument();
  });

  it("ties its error to each control that asks for the group's ARIA, and only while there is one", () => {
    const group = (error: string | undefined) => (
      <FieldGroup legend="Assessors" error={error}>
        {(a11y) =>
          ["new-device", "impossible-travel"].map((name) => (
            <label key={name}>
              <input type="checkbox" {...a11y} />
              {name}
            </label>
          ))
        }
      </FieldGroup>
    );
    const { rerender } = render(group("Choose at least one assessor"));
    for (const box of screen.getAllByRole("checkbox")) {
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(box).toHaveAccessibleDescription("Choose at least one assessor");
    }
    rerender(group(undefined));
    for (const box of screen.getAllByRole("checkbox")) {
      expect(box).not.toHaveAttribute("aria-invalid");
      expect(box).not.toHaveAccessibleDescription();
    }
    expect(screen.getByRole("group", { name: "Assessors" })).not.toHaveAccessibleDescription();
  });
});
