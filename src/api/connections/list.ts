import { pathOf } from "../apiPath";
import { operation } from "../operation";
import {
  CONNECTION_FIELDS,
  connectionListQuerySchema,
  connectionListSchema,
} from "../schemas/connection";
import type { Strategy } from "../schemas/userAttributeProfile";
import { CONNECTION_OPERATIONS } from "./operations.ts";

interface ListConnectionsInput {
  readonly from?: string | undefined;
  readonly take?: number | undefined;
  /** The exact name of one connection. */
  readonly name?: string | undefined;
  /** Connections of any of these strategies. */
  readonly strategy?: readonly Strategy[] | undefined;
}

/** What the caller chooses; the trimming is the module's own. */
const filterSchema = connectionListQuerySchema.pick({
  from: true,
  take: true,
  name: true,
  strategy: true,
});

/**
 * GET /connections: one page, trimmed to the members the console shows (CONNECTION_FIELDS).
 * A `take` outside 1–100 or a name the contract's pattern refuses is a ZodError, never sent.
 */
export const listConnections = operation(({ strategy, ...input }: ListConnectionsInput) => ({
  method: "GET",
  path: pathOf(CONNECTION_OPERATIONS.listConnections),
  query: {
    ...filterSchema.parse({
      ...input,
      ...(strategy && strategy.length > 0 ? { strategy: [...strategy] } : {}),
    }),
    fields: CONNECTION_FIELDS.join(","),
    include_fields: "true",
  },
  schema: connectionListSchema,
}));
