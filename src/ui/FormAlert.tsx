import type { ReactNode, Ref } from "react";

/**
 * The form-level failure region (testing contract: role="alert"). Focusable, so a form can move
 * focus here after a failed submit.
 */
export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="banner error">
      {children}
    </div>
  );
}
