import { z } from "zod";

/** Long enough for a ticket number and a few words; the console's server logs at most 200. */
export const REASON_MAX = 200;

/**
 * The optional reason of a write (a ticket number, say): one line, kept in this tab's Activity
 * and, behind the console's own server, written to its audit log. Never sent to the tenant.
 */
export const reasonField = z
  .string()
  .trim()
  .max(REASON_MAX, {
    error: (issue) =>
      `Keep the reason to ${REASON_MAX} characters or fewer; it has ${String(issue.input).length}`,
  })
  .regex(/^[^\p{Cc}]*$/u, "The reason must be one line, without control characters");
