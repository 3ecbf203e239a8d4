import { z } from "zod";
import { connectionId } from "./ids.ts";
import { fieldsQueryShape, pageCursor } from "./paging.ts";
import { connectionName } from "./riskAssessment.ts";
import { pageSize } from "./tokenExchangeProfile.ts";
import { STRATEGIES } from "./userAttributeProfile.ts";

/**
 * A connection as the listing answers it. Real tenants hold strategies beyond the contract's
 * neutral list (and names of any length it allows), so the strategy is read as any name; more
 * properties come back when the answer is not trimmed, and are kept unread.
 */
export const connectionSchema = z.looseObject({
  id: connectionId,
  name: z.string().min(1),
  display_name: z.string().optional(),
  strategy: z.string().min(1),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.looseObject({
  connections: z.array(connectionSchema),
  next: z.string().optional(),
});
export type ConnectionList = z.infer<typeof connectionListSchema>;

const STRATEGY_RULE = `strategy must be one of: ${STRATEGIES.join(", ")}`;

/**
 * Query of GET /connections. `name` filters by exact name; `strategy` may repeat and is a list
 * after parsing, however many times it was sent.
 */
export const connectionListQuerySchema = z.strictObject({
  from: pageCursor.optional(),
  take: pageSize.optional(),
  name: connectionName.optional(),
  strategy: z
    .union([z.enum(STRATEGIES), z.array(z.enum(STRATEGIES))], { error: STRATEGY_RULE })
    .transform((value) => (typeof value === "string" ? [value] : value))
    .optional(),
  ...fieldsQueryShape,
});
export type ConnectionListQuery = z.infer<typeof connectionListQuerySchema>;

/** What the console reads of a connection: the answer is trimmed to this. */
export const CONNECTION_FIELDS = ["id", "name", "display_name", "strategy"] as const;
