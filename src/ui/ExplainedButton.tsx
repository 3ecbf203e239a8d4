import type { ComponentProps } from "react";
import { Button } from "./Button";
import { useDisabledReason } from "./useDisabledReason";

interface ExplainedButtonProps extends Omit<ComponentProps<"button">, "aria-describedby"> {
  type: "button" | "submit";
  /** Why it cannot be pressed (a missing scope, say): disabled and described by this. */
  reason: string | undefined;
}

/** A button that, instead of doing nothing when pressed, says beside it why it is disabled. */
export function ExplainedButton({
  type,
  reason,
  disabled = false,
  children,
  ...button
}: ExplainedButtonProps) {
  const { buttonProps, hint } = useDisabledReason(reason, disabled);
  return (
    <>
      <Button {...button} type={type} {...buttonProps}>
        {children}
      </Button>
      {hint}
    </>
  );
}
