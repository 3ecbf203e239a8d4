import type { ReactNode } from "react";
import { IsolatedText } from "./IsolatedText";
import "./Field.css";

/** The `aria-describedby` of the ids given, in order; undefined when none is. */
export function describedBy(...ids: readonly (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The rule of a field or a group, read out with it. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

/** What is wrong with a field or a group, read out with it. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field-error">
      {/* A server error mapped onto the field quotes the tenant. */}
      <IsolatedText text={message} />
    </p>
  );
}
