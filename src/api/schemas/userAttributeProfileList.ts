import { z } from "zod";
import { userAttributeProfileSchema } from "./userAttributeProfile.ts";

/** GET /user-attribute-profiles: checkpoint paging like the token exchange profile listing. */
export const userAttributeProfileListSchema = z.looseObject({
  user_attribute_profiles: z.array(userAttributeProfileSchema),
  next: z.string().optional(),
});
export type UserAttributeProfileList = z.infer<typeof userAttributeProfileListSchema>;
