import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Field } from "./Field";
import { Sentence } from "./Sentence";
import { SubmitBar } from "./SubmitBar";
import "./ConfirmPanel.css";

/** A confirmation that sends the write itself: its progress and rate-limit wait show here. */
interface ConfirmWrite {
  pending: boolean;
  /** The status while the write is out: "Clearing…". */
  pendingText: string;
  resumeAt: number | undefined;
}

const NO_WRITE: ConfirmWrite = { pending: false, pendingText: "", resumeAt: undefined };

/** The name to type before the action is allowed (an organization's, say). */
interface TypeToConfirm {
  /** The input's label: "Organization name to confirm". */
  label: string;
  expected: string;
  hint?: ReactNode;
  /** Beside the disabled button until the input matches: "Type acme to delete it." (a sentence, see `question`). */
  mismatch: string;
}

interface ConfirmPanelProps {
  /**
   * The heading, a question that names what is at stake: "Delete organization acme?". A catalog
   * sentence: the name inside it came through isolated() and is shown isolated.
   */
  question: string;
  /** What the action does and what cannot be undone, read out with the question. */
  consequence?: ReactNode;
  /** Facts about the target, or the request, between the question and the buttons. */
  children?: ReactNode;
  /** The confirming button, named by the action: "Delete organization". */
  confirmLabel: ReactNode;
  cancelLabel: string;
  onConfirm: () => void;
  /** Escape cancels too. While a write is pending, pass its abort. */
  onCancel: () => void;
  typeToConfirm?: TypeToConfirm | undefined;
  /** Absent when confirming hands the work on (a batch run that shows its own progress). */
  write?: ConfirmWrite | undefined;
  /** The action removes something (a delete, a removal): its button takes the danger style. */
  destructive?: boolean;
  className?: string;
}

/**
 * The one confirmation of a destructive action: a region named by its question, which takes
 * focus when it opens and gives it back to what had it when cancelled. The console never uses
 * the browser's confirm(): it cannot show what is at stake, and automation must answer it blind.
 */
export function ConfirmPanel({
  question,
  consequence,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  typeToConfirm,
  write = NO_WRITE,
  destructive = false,
  className,
}: ConfirmPanelProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const [typed, setTyped] = useState("");
  const matches = typeToConfirm === undefined || typed === typeToConfirm.expected;

  useEffect(() => {
    // What had focus before the panel opened, unless opening it took that element away.
    opener.current = document.activeElement;
    // Where the person acts next: the name to type when there is one (its label and the
    // question, which describes the panel, are read with it), else the question.
    (typedRef.current ?? headingRef.current)?.focus({ preventScroll: true });
    // The whole panel in view, not just its heading: on a phone the confirm button would
    // otherwise open below the fold. (jsdom has no scrollIntoView.)
    panelRef.current?.scrollIntoView?.({ block: "nearest" });
  }, []);

  const cancel = () => {
    const back = opener.current;
    onCancel();
    if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus();
  };
  const confirm = () => {
    if (matches && !write.pending) onConfirm();
  };
  // Escape anywhere inside cancels, as in a dialog; nothing around it (a drawer) closes too.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  return (
    <section
      ref={panelRef}
      aria-labelledby={`${id}-question`}
      aria-describedby={consequence === undefined ? undefined : `${id}-consequence`}
      className={["card confirm-panel", destructive ? "destructive" : "", className ?? ""]
        .filter(Boolean)
        .join(" ")}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-question`} ref={headingRef} tabIndex={-1}>
        <Sentence text={question} />
      </h2>
      {consequence === undefined ? null : <p id={`${id}-consequence`}>{consequence}</p>}
      {children}
      {typeToConfirm === undefined ? null : (
        <Field label={typeToConfirm.label} hint={typeToConfirm.hint}>
          {(a11y) => (
            <input
              {...a11y}
              ref={typedRef}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Inside a form, Enter would submit that form rather than this confirmation.
                if (event.key !== "Enter") return;
                event.preventDefault();
                confirm();
              }}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      )}
      <SubmitBar
        label={confirmLabel}
        pendingText={write.pendingText}
        pending={write.pending}
        resumeAt={write.resumeAt}
        onSubmit={confirm}
        onCancel={cancel}
        cancelLabel={cancelLabel}
        disabledReason={matches ? undefined : typeToConfirm?.mismatch}
        destructive={destructive}
      />
    </section>
  );
}
