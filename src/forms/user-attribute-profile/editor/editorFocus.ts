import { useRef } from "react";
import { type FieldErrors, get } from "react-hook-form";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import type { UserAttributeProfileFormValues } from "../fields";

/** Where the editor moves focus after a render: an alert, a result, the input to fix. */
export function useEditorFocus() {
  const root = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const json = useRef<HTMLTextAreaElement>(null);
  const id = useRef<HTMLInputElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const focus = {
    alert: () => focusAfterRender(() => alert.current),
    result: () => focusAfterRender(() => result.current),
    json: () => focusAfterRender(() => json.current),
    id: () => focusAfterRender(() => id.current),
    formHeading: () => focusAfterRender(() => formHeading.current),
    /** The first input marked invalid, else the alert. */
    firstInvalid: () =>
      focusAfterRender(() => root.current?.querySelector("[aria-invalid='true']") ?? alert.current),
    /**
     * react-hook-form hands a refused submit's errors over before its fields hear of them, so
     * the first input in page order whose path (or list) has an error is found here, not by
     * aria-invalid.
     */
    firstError: (errors: FieldErrors<UserAttributeProfileFormValues>) => {
      const inputs = root.current?.querySelectorAll<HTMLElement>("form [name]") ?? [];
      const first = [...inputs].find((input) => {
        const path = input.getAttribute("name") ?? "";
        return (
          get(errors, path) !== undefined || get(errors, path.replace(/\.\d+$/, "")) !== undefined
        );
      });
      if (first) first.focus();
      // A closed attribute's inputs do not exist: AttributesEditor opens it and focuses the input.
      else if (errors.user_attributes === undefined) focusAfterRender(() => alert.current);
    },
  };
  return { refs: { root, alert, result, json, id, formHeading }, focus };
}

export type EditorFocus = ReturnType<typeof useEditorFocus>["focus"];
