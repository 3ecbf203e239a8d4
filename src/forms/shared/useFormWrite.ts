import type { RefObject } from "react";
import { useState } from "react";
import type { ApiClient } from "../../api/client";
import type { WriteActivity } from "../../session/activityLog";
import {
  type CancellableWrite,
  useCancellableWrite,
  type WriteRequest,
} from "./useCancellableWrite";
import { useFormAlert } from "./useFormAlert";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";

interface FormWriteState {
  /** The form has unsaved edits (react-hook-form's `formState.isDirty`). */
  dirty: boolean;
  /** The resolver is checking a submit (react-hook-form's `formState.isSubmitting`). */
  submitting: boolean;
  /** Why this token cannot send the write: nothing is sent, and leaving is not asked about. */
  blockedBy: string | undefined;
}

/** One submit of the form, as `send` takes it. */
export interface FormSubmit<T> {
  /** The request, given the write's signal and reason. */
  request: (request: WriteRequest) => Promise<T>;
  activity: WriteActivity;
  /** The form's sentence when there is nothing to send (an edit that changed nothing). */
  nothingToSend?: string | undefined;
  /** The write went through: the form is done and hands the answer on. */
  onDone: (answer: T) => void;
  /** The write failed: onto a field, or into the alert with `showAlert`. */
  onFailure: (error: unknown) => void;
}

export interface FormWrite {
  write: CancellableWrite;
  /** Checking or sending: the fields are locked and the submit bar is pending. */
  busy: boolean;
  alert: string | null;
  alertRef: RefObject<HTMLDivElement | null>;
  showAlert: (message: string) => void;
  /** Sends one submit, unless blocked or a write is out; the alert is cleared first. */
  send: <T>(submit: FormSubmit<T>) => Promise<void>;
}

/**
 * The write of a form that creates or saves one thing: the cancellable write, the form's alert,
 * and the unsaved-changes guard, which lets go once the write went through (the screen moves on
 * to what was saved) or while the token cannot write at all (there is nothing it could save).
 */
export function useFormWrite(
  client: Pick<ApiClient, "rateLimitBudget">,
  { dirty, submitting, blockedBy }: FormWriteState,
): FormWrite {
  const write = useCancellableWrite(client);
  const { alert, alertRef, showAlert, clearAlert } = useFormAlert();
  const [done, setDone] = useState(false);
  useUnsavedChangesGuard(dirty && !done && blockedBy === undefined);

  const send = async <T>({
    request,
    activity,
    nothingToSend,
    onDone,
    onFailure,
  }: FormSubmit<T>) => {
    // A blocked write is never sent, however the form came to be submitted.
    if (blockedBy !== undefined || write.pending) return;
    if (nothingToSend !== undefined) return showAlert(nothingToSend);
    clearAlert();
    try {
      const answer = await write.run(request, activity);
      setDone(true);
      onDone(answer);
    } catch (error) {
      onFailure(error);
    }
  };

  return { write, busy: submitting || write.pending, alert, alertRef, showAlert, send };
}
