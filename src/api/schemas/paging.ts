import { z } from "zod";
import { LIMITS } from "./limits.ts";
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

/** `from` and `take` of a listing that also pages by offset. */
export const checkpointQueryShape = {
  from: pageCursor.optional(),
  take: pageSize.optional(),
};

/** A query parameter that is `true` or `false`, as the service spells booleans in a query. */
export function booleanText(name: string) {
  return z.enum(["true", "false"], { error: `${name} must be true or false` });
}

/**
 * A whole number written in a query string, within `bounds`, each rule named in words. Digits
 * only, a minus sign allowed so "-1" is told it is below the minimum: `Number` would read "",
 * " 5" and "1e2" as numbers the caller never wrote.
 */
export function wholeNumberParam(name: string, bounds: { min: number; max?: number }) {
  const whole = `${name} must be a whole number`;
  const base = z.number().min(bounds.min, { error: `${name} must be at least ${bounds.min}` });
  const bounded =
    bounds.max === undefined
      ? base
      : base.max(bounds.max, { error: `${name} must be at most ${bounds.max}` });
  return z
    .string({ error: whole })
    .regex(/^-?\d{1,10}$/, { error: whole })
    .transform(Number)
    .pipe(bounded);
}

export const offsetPage = wholeNumberParam("page", LIMITS.offset.page);
export const offsetPerPage = wholeNumberParam("per_page", LIMITS.offset.perPage);

/** `include_totals=true` wraps an offset page in `{start, limit, total, <items>}`. */
export const includeTotals = booleanText("include_totals");

/** Offset paging (lifecycle-operations.md, "Offset paging"); `page` is 0-based. */
export const offsetQueryShape = {
  page: offsetPage.optional(),
  per_page: offsetPerPage.optional(),
  include_totals: includeTotals.optional(),
};

const recordCount = z.number().int().min(0);

/** What `include_totals=true` adds around an offset page's items. */
export const offsetTotalsShape = { start: recordCount, limit: recordCount, total: recordCount };
