import { z } from "zod";
import { pageSize } from "./tokenExchangeProfile.ts";

/** `from` of every checkpoint listing: the opaque `next` of the page before. */
export const pageCursor = z.string().min(1, { error: "from must not be empty" });

/** Query of a checkpoint listing that takes nothing but `from` and `take`. */
export const checkpointQuerySchema = z.strictObject({
  from: pageCursor.optional(),
  take: pageSize.optional(),
});
export type CheckpointQuery = z.infer<typeof checkpointQuerySchema>;

/**
 * `fields`: property names separated by commas. Names the tenant does not hold select nothing,
 * as the service ignores them; only the shape is checked.
 */
export const fieldList = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(,[A-Za-z_][A-Za-z0-9_]*)*$/, {
    error: "fields must be property names separated by commas, such as id,name",
  })
  .transform((value) => value.split(","));

/** `include_fields`: whether `fields` lists what to keep (true, the default) or to leave out. */
export const includeFields = z.enum(["true", "false"], {
  error: "include_fields must be true or false",
});

/** Both optional; `include_fields` without `fields` changes nothing. */
export const fieldsQueryShape = {
  fields: fieldList.optional(),
  include_fields: includeFields.optional(),
};

/** A query parameter that is `true` or `false`, as the service spells booleans in a query. */
export function booleanText(name: string) {
  return z.enum(["true", "false"], { error: `${name} must be true or false` });
}

/** A whole-number query parameter (sent as text) within `bounds`, each rule named in words. */
export function wholeNumberParam(name: string, bounds: { min: number; max?: number }) {
  const whole = `${name} must be a whole number`;
  const base = z.coerce
    .number({ error: whole })
    .int({ error: whole })
    .min(bounds.min, { error: `${name} must be at least ${bounds.min}` });
  return bounds.max === undefined
    ? base
    : base.max(bounds.max, { error: `${name} must be at most ${bounds.max}` });
}
