import type { FormEvent, RefObject } from "react";
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
  /**
   * The form has edits that leaving would lose (react-hook-form's `formState.isDirty`); false
   * for a form whose draft keeps them, or one that only adds to what a screen shows.
   */
  dirty: boolean;
  /** The resolver is checking a submit (react-hook-form's `formState.isSubmitting`). */
  submitting: boolean;
  /** Why this token cannot send the write: nothing is sent, and leaving is not asked about. */
  blockedBy: string | undefined;
  /**
   * Whether the alert takes the focus when it shows (the default). A form that keeps the focus
   * where the person is (on its fields, in a list it adds to) says so here.
   */
  alertTakesFocus?: boolean;
}

/** One submit of the form, as `send` takes it. */
interface FormSubmit<T> {
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
  /** Shows the alert, taking the focus as the form says unless `focus` says otherwise. */
  showAlert: (message: string, focus?: boolean) => void;
  clearAlert: () => void;
  /** Sends one submit, unless blocked or a write is out; the alert is cleared first. */
  send: <T>(submit: FormSubmit<T>) => Promise<void>;
  /**
   * The form's `onSubmit` around steps of its own (several writes, lookups before them):
   * nothing happens while the write is blocked or one is out; the alert is cleared first.
   */
  onSubmitting: (
    steps: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * The form presentation of the one cancellable write (the other is the confirm panel,
 * useConfirmedWrite): the write, the form's one alert, and the unsaved-changes guard, which
 * lets go once the write went through (until the form is edited again) or while the token
 * cannot write at all (there is nothing it could save). The form renders the alert
 * (FormAlert with `alertRef`) and WriteSubmitBar with `write`.
 */
export function useFormWrite(
  client: Pick<ApiClient, "rateLimitBudget">,
  { dirty, submitting, blockedBy, alertTakesFocus = true }: FormWriteState,
): FormWrite {
  const write = useCancellableWrite(client);
  const formAlert = useFormAlert();
  const [done, setDone] = useState(false);
  // A form that stays after its save (settings) is guarded again from its next edit.
  if (done && !dirty) setDone(false);
  const releaseGuard = useUnsavedChangesGuard(dirty && !done && blockedBy === undefined);

  const showAlert = (message: string, focus = alertTakesFocus) =>
    focus ? formAlert.showAlert(message) : formAlert.setAlert(message);
  const { clearAlert } = formAlert;
  const free = () => blockedBy === undefined && !write.pending;

  const send = async <T>({
    request,
    activity,
    nothingToSend,
    onDone,
    onFailure,
  }: FormSubmit<T>) => {
    // A blocked write is never sent, however the form came to be submitted.
    if (!free()) return;
    if (nothingToSend !== undefined) return showAlert(nothingToSend);
    clearAlert();
    try {
      const answer = await write.run(request, activity);
      setDone(true);
      releaseGuard();
      onDone(answer);
    } catch (error) {
      onFailure(error);
    }
  };

  return {
    write,
    busy: submitting || write.pending,
    alert: formAlert.alert,
    alertRef: formAlert.alertRef,
    showAlert,
    clearAlert,
    send,
    onSubmitting: (steps) => async (event) => {
      event.preventDefault();
      if (!free()) return;
      clearAlert();
      await steps();
    },
  };
}
