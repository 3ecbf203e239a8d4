import { type RefObject, useCallback, useRef } from "react";
import type { FieldPath, UseFormSetFocus } from "react-hook-form";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import type { OrganizationFormValues } from "./schema";

type FormPath = FieldPath<OrganizationFormValues>;

/**
 * Removing a row of a field array with focus kept in the list: its button is gone, so focus
 * would fall back to the page. `onRemove(index)` removes the row and moves focus to the row that
 * took its place, else the row above, else `addButton` (give it to the Add button).
 */
export function useRowRemoval(
  count: number,
  fieldOf: (index: number) => FormPath,
  setFocus: UseFormSetFocus<OrganizationFormValues>,
  remove: (index: number) => void,
): { addButton: RefObject<HTMLButtonElement | null>; onRemove: (index: number) => void } {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const onRemove = useCallback(
    (index: number) => {
      const left = count - 1;
      remove(index);
      focusAfterRender(() =>
        left === 0 ? addButton.current : setFocus(fieldOf(Math.min(index, left - 1))),
      );
    },
    [count, fieldOf, setFocus, remove, focusAfterRender],
  );
  return { addButton, onRemove };
}
