import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/apiError";
import { createRateLimitBudget } from "../../api/rateLimitBudget";
import { isolated } from "../../lib/isolated";
import { forgetTab } from "../../lib/tabStorage";
import { renderWithQueryClient } from "../../test/render";
import type { ConfirmCopy } from "./confirmCopy";
import type { WriteRequest } from "./useCancellableWrite";
import { useConfirmedWrite } from "./useConfirmedWrite";
import { WriteConfirmPanel } from "./WriteConfirmPanel";

afterEach(() => forgetTab());

interface Props {
  send: (request: WriteRequest) => Promise<void>;
  onDone: () => void;
  /** The screen shows the failure below the panel, where it outlives it. */
  failureBelow?: boolean;
}

const COPY: ConfirmCopy = {
  question: (name) => `Delete ${name}?`,
  consequence: "It is gone for good.",
  confirmLabel: "Delete thing",
  cancelLabel: "Cancel",
  pendingText: "Deleting…",
};

/** A delete behind the panel, wired as a screen wires it. */
function DeleteThing({ send, onDone, failureBelow = false }: Props) {
  const confirmed = useConfirmedWrite({ rateLimitBudget: createRateLimitBudget() });
  const remove = async () => {
    const sent = await confirmed.attempt(send, { operation: "deleteOrganization", target: "t" });
    if (sent.ok) onDone();
  };
  return (
    <>
      {confirmed.asking ? (
        <WriteConfirmPanel
          confirmed={confirmed}
          copy={COPY}
          subject={isolated("thing")}
          showFailure={!failureBelow}
          onConfirm={() => void remove()}
        />
      ) : (
        <button type="button" onClick={confirmed.ask}>
          Delete…
        </button>
      )}
      {failureBelow && confirmed.failure ? <p role="alert">{confirmed.failure}</p> : null}
    </>
  );
}

/** Never answers; rejects as the client does when its request is aborted. */
function hanging({ signal }: WriteRequest): Promise<void> {
  return new Promise((_, reject) =>
    signal.addEventListener("abort", () =>
      reject(new ApiError({ kind: "aborted", status: 0, error: "Aborted", message: "cancelled" })),
    ),
  );
}

describe("WriteConfirmPanel with useConfirmedWrite", () => {
  it("Cancel before sending closes the panel and sends nothing", async () => {
    const send = vi.fn(hanging);
    const user = userEvent.setup();
    renderWithQueryClient(<DeleteThing send={send} onDone={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Delete…" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: "Delete thing?" })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("Cancel while the write is out aborts it and says so; the panel stays to try again", async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<DeleteThing send={hanging} onDone={onDone} />);
    await user.click(screen.getByRole("button", { name: "Delete…" }));
    await user.click(screen.getByRole("button", { name: "Delete thing" }));
    expect(await screen.findByText("Deleting…")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const panel = screen.getByRole("region", { name: "Delete thing?" });
    expect(await within(panel).findByRole("alert")).toHaveTextContent("The request was cancelled.");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a success hands on, and the next attempt forgets the last failure", async () => {
    const refused = new ApiError({ kind: "http", status: 403, error: "Forbidden", message: "no" });
    const send = vi.fn<Props["send"]>().mockRejectedValueOnce(refused).mockResolvedValueOnce();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<DeleteThing send={send} onDone={onDone} />);
    await user.click(screen.getByRole("button", { name: "Delete…" }));
    await user.click(screen.getByRole("button", { name: "Delete thing" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete thing" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves the failure to a screen that shows it below, so it is said once", async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<DeleteThing send={hanging} onDone={vi.fn()} failureBelow />);
    await user.click(screen.getByRole("button", { name: "Delete…" }));
    await user.click(screen.getByRole("button", { name: "Delete thing" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const panel = screen.getByRole("region", { name: "Delete thing?" });
    expect(await screen.findByRole("alert")).not.toBeNull();
    expect(within(panel).queryByRole("alert")).toBeNull();
  });
});
