import type { Isolated } from "../../lib/isolated";

/**
 * What a write's confirm panel says, as each job's catalog holds it: one section of this shape
 * per confirmed write, so every panel asks the same parts in the same places. `S` is what the
 * question names: a profile's name, or a count and the organization it is taken from; a name
 * is `Isolated`, so the panel shows it isolated whichever job asks.
 */
export interface ConfirmCopy<S = Isolated> {
  /** The panel's heading: "Delete profile acme?" */
  question: (subject: S) => string;
  /** What the write does and what cannot be undone, read out with the question. */
  consequence: string;
  /** The confirming button, named by the action: "Delete organization". */
  confirmLabel: string;
  cancelLabel: string;
  /** The status while the write is out: "Deleting…". */
  pendingText: string;
}
