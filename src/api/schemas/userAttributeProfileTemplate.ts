import { z } from "zod";
import { userAttributeProfileName, userAttributeProfileSchema } from "./userAttributeProfile.ts";

/**
 * A template's id. The service publishes neither its ids nor its contents; the local tenant
 * uses readable slugs, so an id is checked only for what a path segment can safely hold.
 */
export const userAttributeProfileTemplateId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, {
  error: "Must be 1 to 100 letters, digits, hyphens or underscores",
});

/**
 * What a template holds: "can be used as the payload for creating or updating" a profile, with
 * every member optional. Read like a profile answer, so members it adds are dropped.
 */
export const userAttributeProfileTemplateBodySchema = z.object({
  name: userAttributeProfileName.optional(),
  user_id: userAttributeProfileSchema.shape.user_id.optional(),
  user_attributes: userAttributeProfileSchema.shape.user_attributes.optional(),
});
export type UserAttributeProfileTemplateBody = z.infer<
  typeof userAttributeProfileTemplateBodySchema
>;

/** One template, as GET /user-attribute-profiles/templates/{id} answers it. */
export const userAttributeProfileTemplateSchema = z.looseObject({
  id: z.string().min(1),
  display_name: z.string(),
  template: userAttributeProfileTemplateBodySchema,
});
export type UserAttributeProfileTemplate = z.infer<typeof userAttributeProfileTemplateSchema>;

/** GET /user-attribute-profiles/templates: every template at once, no paging. */
export const userAttributeProfileTemplateListSchema = z.looseObject({
  user_attribute_profile_templates: z.array(userAttributeProfileTemplateSchema),
});
export type UserAttributeProfileTemplateList = z.infer<
  typeof userAttributeProfileTemplateListSchema
>;
