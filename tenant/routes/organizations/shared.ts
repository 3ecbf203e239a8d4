import type { Context } from "hono";
import { LIMITS, organizationId } from "../../../src/api/schemas/index.ts";
import type { TenantEnv } from "../../env.ts";
import { parseOrThrow, TenantError } from "../../errors.ts";

/** The recorded 404 of an unknown organization, whichever operation asked. */
export function noOrganization(): TenantError {
  return new TenantError(
    404,
    "No organization found by that id or name",
    "inexistent_organization",
  );
}

export function organizationIdParam(c: Context<TenantEnv>): string {
  return parseOrThrow(organizationId, c.req.param("id"), "Path", ["id"]);
}

interface OffsetWindow {
  start: number;
  perPage: number;
}

/**
 * Where an offset page starts. Only the first 1,000 records are reachable: a page reaching past
 * them is refused whole, whatever the listing holds (lifecycle-operations.md, "Offset paging").
 */
export function offsetWindow(query: { page?: number; per_page?: number }): OffsetWindow {
  const { perPage, reachableRecords } = LIMITS.offset;
  const size = query.per_page ?? perPage.default;
  const start = (query.page ?? 0) * size;
  if (start + size > reachableRecords) {
    throw new TenantError(
      400,
      `Requesting page exceeds the allowed maximum of ${reachableRecords} records.`,
      "invalid_paging",
    );
  }
  return { start, perPage: size };
}

/** An offset page: a bare array, or with `include_totals=true` wrapped with its totals. */
export function offsetBody<T>(
  key: string,
  items: T[],
  totals: { start: number; limit: number; total: number },
  includeTotals: "true" | "false" | undefined,
): T[] | Record<string, unknown> {
  return includeTotals === "true" ? { ...totals, [key]: items } : items;
}

/**
 * A form field is text, so a form's `true` and `false` are read as the booleans a JSON body
 * sends; any other text stays text and the schema refuses it.
 */
export function formBooleans(
  c: Context<TenantEnv>,
  body: unknown,
  fields: readonly string[],
): unknown {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded") return body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const read: Record<string, unknown> = { ...body };
  for (const field of fields) {
    if (read[field] === "true") read[field] = true;
    else if (read[field] === "false") read[field] = false;
  }
  return read;
}
