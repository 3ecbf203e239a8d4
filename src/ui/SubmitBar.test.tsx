import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SubmitBar } from "./SubmitBar";

describe("SubmitBar", () => {
  it("offers Cancel only when given one, and says the write is out", async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <SubmitBar label="Save" pendingText="Saving…" pending={false} resumeAt={undefined} />,
    );
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    rerender(
      <SubmitBar
        label="Save"
        pendingText="Saving…"
        pending
        resumeAt={undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Saving…");
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("counts down to the time the rate limit lets the write go again", () => {
    render(
      <SubmitBar
        label="Save"
        pendingText="Saving…"
        pending
        resumeAt={Date.now() + 30_000}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      /^The tenant is limiting requests; sending again in (29|30) s\.$/,
    );
  });
});
