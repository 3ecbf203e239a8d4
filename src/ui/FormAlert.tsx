import type { ReactNode, Ref } from "react";
import { Banner } from "./Banner";
import { IsolatedText } from "./IsolatedText";

/**
 * The form-level failure region (testing contract: role="alert"). Focusable, so a form can move
 * focus here after a failed submit. A message given as a string may quote the tenant, so it is
 * shown isolated.
 */
export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <Banner tone="error" ref={ref} role="alert" tabIndex={-1}>
      {typeof children === "string" ? <IsolatedText text={children} /> : children}
    </Banner>
  );
}
