import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScopeNotes } from "./ScopeNotes";

describe("ScopeNotes", () => {
  it("lists only the scopes the token lacks, each a sentence, under the id controls point to", () => {
    render(
      <ScopeNotes
        id="notes"
        problems={[undefined, "This token can't add members", undefined, "This token can't remove"]}
      />,
    );
    const notes = screen.getByRole("list");
    expect(notes).toHaveAttribute("id", "notes");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "This token can't add members.",
      "This token can't remove.",
    ]);
  });

  it("shows nothing when the token has every scope", () => {
    const { container } = render(<ScopeNotes problems={[undefined, undefined]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
