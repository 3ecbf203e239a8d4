import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { FieldPath, UseFormSetFocus } from "react-hook-form";
import type { OrganizationFormValues } from "./schema";

type FormPath = FieldPath<OrganizationFormValues>;

/**
 * After a row is removed its button is gone, so focus would fall back to the page: move it to
 * the row that took its place, else the row above, else `fallback` (the Add button).
 */
function useFocusAfterRemove(
  count: number,
  fieldOf: (index: number) => FormPath,
  setFocus: UseFormSetFocus<OrganizationFormValues>,
  fallback: () => HTMLElement | null,
) {
  const removedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    const index = removedAt.current;
    if (index === undefined) return;
    removedAt.current = undefined;
    if (count === 0) fallback()?.focus();
    else setFocus(fieldOf(Math.min(index, count - 1)));
  }, [count, fieldOf, setFocus, fallback]);

  return useCallback((index: number) => {
    removedAt.current = index;
  }, []);
}

/**
 * Removing a row of a field array with focus kept in the list: `onRemove(index)` removes the row
 * and moves focus as useFocusAfterRemove says, falling back to `addButton` (give it to the Add
 * button) when no row is left.
 */
export function useRowRemoval(
  count: number,
  fieldOf: (index: number) => FormPath,
  setFocus: UseFormSetFocus<OrganizationFormValues>,
  remove: (index: number) => void,
): { addButton: RefObject<HTMLButtonElement | null>; onRemove: (index: number) => void } {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useCallback(() => addButton.current, []);
  const markRemoved = useFocusAfterRemove(count, fieldOf, setFocus, focusAddButton);
  const onRemove = useCallback(
    (index: number) => {
      markRemoved(index);
      remove(index);
    },
    [markRemoved, remove],
  );
  return { addButton, onRemove };
}
