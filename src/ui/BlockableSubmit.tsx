import type { Ref } from "react";
import { ExplainedButton } from "./ExplainedButton";

interface BlockableSubmitProps {
  label: string;
  ref?: Ref<HTMLButtonElement>;
  /** Why the write cannot be made (the token lacks its scope): disabled and described by it. */
  blockedBy: string | undefined;
}

/** The submit of a form whose next step is a confirmation, disabled while the write is blocked. */
export function BlockableSubmit({ label, ref, blockedBy }: BlockableSubmitProps) {
  return (
    <div className="actions">
      <ExplainedButton ref={ref} type="submit" className="primary" reason={blockedBy}>
        {label}
      </ExplainedButton>
    </div>
  );
}
