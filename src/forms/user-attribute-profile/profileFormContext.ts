import { type FieldPath, useFormContext } from "react-hook-form";
import type { KnownProfile, ProfileFormValues } from "./fields";

export type ProfilePath = FieldPath<ProfileFormValues>;

export function useProfileForm() {
  return useFormContext<ProfileFormValues, KnownProfile>();
}
