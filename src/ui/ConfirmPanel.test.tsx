import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { isolated } from "../lib/isolated";
import { expectIsolated, SPOOF } from "../test/bidi";
import { ConfirmPanel } from "./ConfirmPanel";

const TYPE_NAME = {
  label: "Organization name to confirm",
  expected: "acme",
  mismatch: "Type acme to delete it.",
};

/** A screen with a Delete button that opens the panel in place, as the organization page will. */
function DeleteOrganization({
  onDelete,
  typeToConfirm,
  destructive,
}: {
  onDelete: () => void;
  typeToConfirm?: typeof TYPE_NAME;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete organization…
      </button>
      {open ? (
        <ConfirmPanel
          question="Delete organization acme?"
          consequence="Its members lose access to it. This cannot be undone."
          confirmLabel="Delete organization"
          cancelLabel="Cancel"
          onConfirm={onDelete}
          onCancel={() => setOpen(false)}
          typeToConfirm={typeToConfirm}
          destructive={destructive}
        />
      ) : null}
    </>
  );
}

describe("ConfirmPanel", () => {
  it("is a region named by its question and described by what the action does", async () => {
    const user = userEvent.setup();
    render(<DeleteOrganization onDelete={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));

    const region = screen.getByRole("region", { name: "Delete organization acme?" });
    expect(region).toHaveAccessibleDescription(
      "Its members lose access to it. This cannot be undone.",
    );
    expect(screen.getByRole("heading", { name: "Delete organization acme?" })).toHaveFocus();
  });

  it("confirms with the button named by the action", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteOrganization onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    await user.click(screen.getByRole("button", { name: "Delete organization" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("Cancel and Escape close it without confirming, and give focus back to what opened it", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteOrganization onDelete={onDelete} />);
    const opener = screen.getByRole("button", { name: "Delete organization…" });

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region")).toBeNull();
    expect(opener).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("with a name to type, keeps the action disabled until the name matches", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteOrganization onDelete={onDelete} typeToConfirm={TYPE_NAME} />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));

    const confirm = screen.getByRole("button", { name: "Delete organization" });
    const name = screen.getByLabelText("Organization name to confirm");
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription("Type acme to delete it.");
    await user.type(name, "acm{Enter}");
    expect(confirm).toBeDisabled();
    expect(onDelete).not.toHaveBeenCalled();

    await user.type(name, "e");
    expect(confirm).toBeEnabled();
    await user.keyboard("{Enter}");
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("with a name to type, opens with focus in it, so the name can be typed at once", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteOrganization onDelete={onDelete} typeToConfirm={TYPE_NAME} />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    expect(screen.getByLabelText("Organization name to confirm")).toHaveFocus();
    await user.keyboard("acme{Enter}");
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("shows a destructive action's button in the danger style, any other in the primary one", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DeleteOrganization onDelete={vi.fn()} destructive />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    expect(screen.getByRole("button", { name: "Delete organization" })).toHaveClass("danger");
    unmount();
    render(<DeleteOrganization onDelete={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete organization…" }));
    expect(screen.getByRole("button", { name: "Delete organization" })).toHaveClass("primary");
  });

  it("while its write is out, says so and cannot be confirmed twice; Cancel stops it", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmPanel
        question="Clear these assessments?"
        confirmLabel="Clear for auth0|1"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
        write={{ pending: true, pendingText: "Clearing…", resumeAt: undefined }}
      />,
    );
    expect(screen.getByRole("button", { name: "Clear for auth0|1" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Clearing…");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe("ConfirmPanel with a name from the tenant", () => {
  it("asks its question with the name isolated, its direction control shown, and is named by it", () => {
    render(
      <ConfirmPanel
        question={`Delete profile ${isolated(SPOOF)}?`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const panel = screen.getByRole("region", { name: `Delete profile ${SPOOF}?` });
    expectIsolated(panel);
  });
});
