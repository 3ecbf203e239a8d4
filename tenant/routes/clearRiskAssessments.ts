import type { Context } from "hono";
import { riskAssessmentClearSchema, userId } from "../../src/api/schemas/index.ts";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { parseOrThrow, TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";

/** POST /api/v2/users/{id}/risk-assessments/clear: 204 with no body. */
export function clearRiskAssessments(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const id = parseOrThrow(userId, c.req.param("id"), "Path", ["id"]);
    const body = await readBody(c.req.raw, { formats: ["json", "form"], formLists: ["assessors"] });
    const request = parseOrThrow(riskAssessmentClearSchema, body, "Payload");
    const outcome = runtime.store.clearAssessments(id, request.connection, request.assessors);
    switch (outcome) {
      case "no-user":
        throw new TenantError(404, "The user does not exist.", "inexistent_user");
      case "no-connection":
        throw new TenantError(
          404,
          `The connection ${request.connection} does not exist.`,
          "inexistent_connection",
        );
      case "not-member":
        throw new TenantError(
          404,
          `The user does not belong to the connection ${request.connection}.`,
          "inexistent_connection",
        );
      case "cleared":
        return c.body(null, 204);
    }
  };
}
