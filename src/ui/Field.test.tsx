import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

describe("Field", () => {
  it("labels its control and describes it by its hint and error", () => {
    render(
      <Field label="Display name" hint="At most 255 characters." error="Too long">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const input = screen.getByLabelText("Display name");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("At most 255 characters. Too long");
  });

  it("adds text shown elsewhere to the description, after its own", () => {
    render(
      <>
        <Field label="User ids" hint="One per line." error="2 lines cannot be sent" describedBy="x">
          {(a11y) => <textarea {...a11y} />}
        </Field>
        <ul id="x">
          <li>Line 3: "..".</li>
        </ul>
      </>,
    );
    expect(screen.getByLabelText("User ids")).toHaveAccessibleDescription(
      'One per line. 2 lines cannot be sent Line 3: "..".',
    );
  });

  it("is neither invalid nor described without a hint or an error", () => {
    render(<Field label="Name">{(a11y) => <input {...a11y} />}</Field>);
    const input = screen.getByLabelText("Name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });
});
