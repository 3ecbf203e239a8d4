import type { z } from "zod";
import { ApiError, type FieldProblem } from "./apiError";
import { looksLikeHtml, oneLine, redactSecrets } from "./safeText";

interface SuccessBodyContext {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly token?: string | undefined;
}

function contractBroken(context: SuccessBodyContext, message: string, issues: FieldProblem[] = []) {
  return new ApiError({
    kind: "invalid-response",
    status: context.status,
    error: "Invalid response",
    message: oneLine(redactSecrets(message, context.token)),
    method: context.method,
    path: context.path,
    issues,
  });
}

function problemsOf(error: z.core.$ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/**
 * A body check for the first screen, which loads no zod (decision 014): `quick` accepts only
 * bodies the schema accepts, unchanged; whatever it does not accept is read by `schema()`,
 * loaded then, so a broken body is reported in the schema's own words.
 */
export interface ResponseCheck<T> {
  readonly quick: (json: unknown) => T | undefined;
  readonly schema: () => Promise<z.ZodType<T>>;
}

export async function checkSuccessBody<T>(
  text: string,
  check: ResponseCheck<T>,
  context: SuccessBodyContext,
): Promise<T> {
  if (context.status !== 204 && context.status !== 205) {
    try {
      const passed = check.quick(JSON.parse(text));
      if (passed !== undefined) return passed;
    } catch {
      // Not JSON: the schema's path below says so in its words.
    }
  }
  return parseSuccessBody(text, await check.schema(), false, context) as T;
}

/**
 * Checks a 2xx body against the operation's schema. `text` is the whole body; a body that is
 * missing is success only when the operation allows it.
 */
export function parseSuccessBody<S extends z.ZodType>(
  text: string,
  schema: S,
  allowEmpty: boolean,
  context: SuccessBodyContext,
): z.output<S> | undefined {
  if (context.status === 204 || context.status === 205 || text.trim() === "") {
    if (allowEmpty) return undefined;
    throw contractBroken(context, "The tenant's response broke the contract: the body is empty");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const what = looksLikeHtml(text)
      ? "an HTML page, not JSON; check that the tenant URL points at the tenant itself"
      : "not JSON";
    throw contractBroken(context, `The tenant's response broke the contract: the body is ${what}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = problemsOf(parsed.error);
  const first = problems[0];
  const where = first?.path ? ` at ${first.path}` : "";
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  throw contractBroken(
    context,
    `The tenant's response broke the contract${where}: ${first?.message ?? "invalid body"}${more}`,
    problems,
  );
}
