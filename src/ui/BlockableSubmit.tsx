import { type Ref, useId } from "react";

interface BlockableSubmitProps {
  label: string;
  ref?: Ref<HTMLButtonElement>;
  /** Why the write cannot be made (the token lacks its scope): disabled and described by it. */
  blockedBy: string | undefined;
}

/** The submit of a form whose next step is a confirmation, disabled while the write is blocked. */
export function BlockableSubmit({ label, ref, blockedBy }: BlockableSubmitProps) {
  const reasonId = useId();
  return (
    <div className="actions">
      <button
        ref={ref}
        type="submit"
        className="primary"
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy === undefined ? undefined : reasonId}
      >
        {label}
      </button>
      {blockedBy === undefined ? null : (
        <span id={reasonId} className="field-hint">
          {blockedBy}
        </span>
      )}
    </div>
  );
}
