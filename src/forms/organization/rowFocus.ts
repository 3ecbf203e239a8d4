import { useCallback, useEffect, useRef } from "react";
import type { FieldPath, UseFormSetFocus } from "react-hook-form";
import type { OrganizationFormValues } from "./schema";

type FormPath = FieldPath<OrganizationFormValues>;

/**
 * After a row is removed its button is gone, so focus would fall back to the page: move it to
 * the row that took its place, else the row above, else `fallback` (the Add button).
 */
export function useFocusAfterRemove(
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
