import type { ComponentProps } from "react";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import type { ConfirmedWrite } from "./useConfirmedWrite";

type WriteConfirmPanelProps = Omit<ComponentProps<typeof ConfirmPanel>, "onCancel" | "write"> & {
  confirmed: ConfirmedWrite;
  /** The status while the write is out: "Deleting…". */
  pendingText: string;
};

/**
 * The confirm panel of a confirmed write: it shows the write's progress and rate-limit wait, and
 * Cancel aborts the write while it is out (a hanging request must never hold the panel), or
 * closes the panel before.
 */
export function WriteConfirmPanel({ confirmed, pendingText, ...panel }: WriteConfirmPanelProps) {
  const { write, close } = confirmed;
  return (
    <ConfirmPanel
      {...panel}
      onCancel={write.pending ? write.cancel : close}
      write={{ pending: write.pending, pendingText, resumeAt: write.resumeAt }}
    />
  );
}
