import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { useFocusAfterRender } from "./useFocusAfterRender";

function Reveal() {
  const [shown, setShown] = useState(false);
  const revealed = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setShown(true);
          focusAfterRender(() => revealed.current);
        }}
      >
        Show
      </button>
      {shown ? (
        <button ref={revealed} type="button">
          Revealed
        </button>
      ) : null}
    </>
  );
}

describe("useFocusAfterRender", () => {
  it("focuses an element the same update creates", async () => {
    render(<Reveal />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("button", { name: "Revealed" })).toHaveFocus();
  });
});
