import type { Context } from "hono";
import type { TenantEnv } from "../env.ts";
import { TenantError, validationMessage } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/** A parameter sent twice reaches the schema as a list, which it then accepts or rejects. */
export function queryObject(c: Context<TenantEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? (values[0] ?? "") : values,
    ]),
  );
}

const CURSOR_PROBLEMS = {
  expired: "from has expired: a next identifier is valid for 24 hours; start from the first page",
  invalid: "from is not a next identifier issued by this tenant",
} as const;

/** The position a listing continues after: 0 without `from`, else the signed cursor's own. */
export function positionAfter(
  runtime: TenantRuntime,
  from: string | undefined,
  list: string,
): number {
  if (from === undefined) return 0;
  const reading = runtime.cursors.read(from, list);
  if (reading.ok) return reading.position;
  const message = validationMessage("Query", CURSOR_PROBLEMS[reading.problem], ["from"]);
  throw new TenantError(400, message, "invalid_query_string");
}

/** `next` for a page that stops before the end of its listing, or nothing on the last page. */
export function nextMember(
  runtime: TenantRuntime,
  continueAfter: number | undefined,
  list: string,
): { next?: string } {
  return continueAfter === undefined ? {} : { next: runtime.cursors.issue(continueAfter, list) };
}
