import type { ComponentProps } from "react";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { FormAlert } from "../../ui/FormAlert";
import type { ConfirmCopy } from "./confirmCopy";
import type { ConfirmedWrite } from "./useConfirmedWrite";

type WriteConfirmPanelProps<S> = Omit<
  ComponentProps<typeof ConfirmPanel>,
  "onCancel" | "write" | "question" | "consequence" | "confirmLabel" | "cancelLabel"
> & {
  confirmed: ConfirmedWrite;
  /** The job's catalog section for this panel. */
  copy: ConfirmCopy<S>;
  /** What the question names. */
  subject: S;
  /**
   * False when the caller shows the write's failure itself, outside the panel, because the
   * failure outlives it: the panel closes when the write fails, or other writes fail there too.
   */
  showFailure?: boolean;
};

/**
 * The confirm panel of a confirmed write, every one of which removes something (a delete, a
 * removal), so its button is in the danger style: it shows the write's progress, rate-limit wait and
 * failure, and Cancel aborts the write while it is out (a hanging request must never hold the
 * panel), or closes the panel before.
 */
export function WriteConfirmPanel<S>({
  confirmed,
  copy,
  subject,
  showFailure = true,
  children,
  ...panel
}: WriteConfirmPanelProps<S>) {
  const { write, dismiss, failure } = confirmed;
  return (
    <ConfirmPanel
      {...panel}
      destructive
      question={copy.question(subject)}
      consequence={copy.consequence}
      confirmLabel={copy.confirmLabel}
      cancelLabel={copy.cancelLabel}
      onCancel={write.pending ? write.cancel : dismiss}
      write={{ pending: write.pending, pendingText: copy.pendingText, resumeAt: write.resumeAt }}
    >
      {children}
      {showFailure && failure ? <FormAlert>{failure}</FormAlert> : null}
    </ConfirmPanel>
  );
}
