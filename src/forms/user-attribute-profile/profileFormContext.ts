import { type FieldErrors, type FieldPath, get, useFormContext } from "react-hook-form";
import type { KnownProfile, ProfileFormValues } from "./fields";

export type ProfilePath = FieldPath<ProfileFormValues>;

export function useProfileForm() {
  return useFormContext<ProfileFormValues, KnownProfile>();
}

/** The message of the error at `path`, whichever way react-hook-form nested it. */
export function errorAt(errors: FieldErrors<ProfileFormValues>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" ? error.message : undefined;
}
