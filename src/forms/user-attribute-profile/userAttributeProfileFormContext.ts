import { type FieldPath, useFormContext } from "react-hook-form";
import type { KnownUserAttributeProfile, UserAttributeProfileFormValues } from "./fields";

export type UserAttributeProfilePath = FieldPath<UserAttributeProfileFormValues>;

export function useUserAttributeProfileForm() {
  return useFormContext<UserAttributeProfileFormValues, KnownUserAttributeProfile>();
}
