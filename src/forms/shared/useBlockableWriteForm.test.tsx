import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createRateLimitBudget } from "../../api/rateLimitBudget";
import { useBlockableWriteForm } from "./useBlockableWriteForm";

const client = { rateLimitBudget: createRateLimitBudget() };

/** `steps` answers whether this try failed. */
function AddForm({ blockedBy, steps }: { blockedBy: string | undefined; steps: () => boolean }) {
  const { onSubmitting, fail, alert, submitBar } = useBlockableWriteForm(client, blockedBy, {
    label: "Add",
    pendingText: "Adding…",
  });
  return (
    <form
      aria-label="Add things"
      onSubmit={onSubmitting(async () => {
        if (steps()) fail("It failed");
      })}
    >
      {alert}
      {submitBar}
    </form>
  );
}

describe("useBlockableWriteForm", () => {
  it("runs nothing while blocked, and its submit says why", () => {
    const steps = vi.fn(() => false);
    render(<AddForm blockedBy="It needs create:organization_members" steps={steps} />);
    const add = screen.getByRole("button", { name: "Add" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("It needs create:organization_members");
    fireEvent.submit(screen.getByRole("form", { name: "Add things" }));
    expect(steps).not.toHaveBeenCalled();
  });

  it("runs the steps, shows their failure, and clears it before the next try", async () => {
    let tries = 0;
    render(<AddForm blockedBy={undefined} steps={() => ++tries === 1} />);
    fireEvent.submit(screen.getByRole("form", { name: "Add things" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("It failed");
    fireEvent.submit(screen.getByRole("form", { name: "Add things" }));
    await vi.waitFor(() => expect(tries).toBe(2));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
