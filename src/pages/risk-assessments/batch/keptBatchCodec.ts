import { z } from "zod";
import type { BatchRequest } from "../../../api/risk-assessments/batchRequest";
import { CONCURRENCY_CHOICES } from "../../../api/risk-assessments/batchRequest";
import { RISK_ASSESSORS } from "../../../api/schemas/riskAssessment";
import { isEmailText } from "../../../api/users/identity";
import { batchResultsMessages } from "../messages";
import type { BatchItem, KeptBatch, KeptStatus } from "./batchTypes";
import { type PermanentProblem, PROBLEM_HEADLINE } from "./failureKind";

/**
 * The most characters one kept batch may take in sessionStorage. Browsers allow about 5 MB per
 * origin (Firefox and Safari count characters, Chromium UTF-16 bytes), shared with the drafts
 * (a pasted list of 5,000 ids is itself about 190,000 characters) and Activity (about 200,000):
 * 800,000 characters leaves room for both in every browser. A batch of 5,000 fits whole; a
 * larger one keeps every user that needs attention and as many cleared users as still fit.
 */
export const KEPT_BATCH_BUDGET_CHARS = 800_000;

const STATUS_CODE: Record<KeptStatus, string> = {
  cleared: "c",
  failed: "f",
  unknown: "u",
  "not-sent": "n",
};
const CODE_STATUS = new Map(
  Object.entries(STATUS_CODE).map(([status, code]) => [code, status as KeptStatus]),
);
type Code = "c" | "f" | "u" | "n";

/** A kept user's detail: where it sits, then references into `strings` (-1: none). */
const detailSchema = z.tuple([
  z.number().int().nonnegative(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.string(),
]);

const storedSchema = z.object({
  v: z.literal(1),
  startedAt: z.number(),
  endedAt: z.number(),
  ended: z.enum(["finished", "cancelled", "stopped", "interrupted"]),
  stopReason: z.string().optional(),
  connection: z.string(),
  assessors: z.array(z.enum(RISK_ASSESSORS)).nonempty(),
  concurrency: z.literal(CONCURRENCY_CHOICES),
  reason: z.string(),
  total: z.number().int().nonnegative(),
  omitted: z.object({
    c: z.number().int().nonnegative(),
    f: z.number().int().nonnegative(),
    u: z.number().int().nonnegative(),
    n: z.number().int().nonnegative(),
  }),
  /** The kept users' pasted lines, in pasted order, one a line (a line never holds "\n"). */
  lines: z.string(),
  /** One letter per kept line (STATUS_CODE). */
  status: z.string(),
  /** Per kept line, when its outcome became known: base-36 milliseconds after startedAt. */
  at: z.string(),
  strings: z.array(z.string()),
  detail: z.array(detailSchema),
});
type Stored = z.infer<typeof storedSchema>;

/** What a user left waiting or in flight becomes once the page that sent it is gone. */
function settledForKeeping(item: BatchItem, at: number): BatchItem {
  const text = batchResultsMessages.kept;
  if (item.status === "sending") {
    return { ...item, status: "unknown", message: text.interruptedInFlight, finishedAt: at };
  }
  if (item.status === "waiting") {
    return { ...item, status: "not-sent", message: text.interruptedWaiting, finishedAt: at };
  }
  return item;
}

/** What one kept user costs, near enough to choose which fit before writing them all. */
function cost(item: BatchItem): number {
  const detail = item.message || item.connection || item.resolvedUserId ? 30 : 0;
  return item.userId.length + (item.resolvedUserId?.length ?? 0) + 8 + detail;
}

/** Which users to keep: all that need attention first, then cleared ones while they fit. */
function chooseKept(items: readonly BatchItem[], budget: number): boolean[] {
  const keep = items.map(() => false);
  let left = budget;
  for (const cleared of [false, true]) {
    items.forEach((item, index) => {
      if ((item.status === "cleared") !== cleared) return;
      const price = cost(item);
      if (price > left) return;
      left -= price;
      keep[index] = true;
    });
  }
  return keep;
}

function encodeWith(batch: KeptBatch, keep: readonly boolean[]): Stored {
  const strings: string[] = [];
  const refs = new Map<string, number>();
  const ref = (value: string | undefined) => {
    if (!value) return -1;
    let found = refs.get(value);
    if (found === undefined) {
      found = strings.push(value) - 1;
      refs.set(value, found);
    }
    return found;
  };
  const omitted: Record<Code, number> = { c: 0, f: 0, u: 0, n: 0 };
  const lines: string[] = [];
  const at: string[] = [];
  let status = "";
  const detail: Stored["detail"] = [];
  batch.items.forEach((item, index) => {
    const code = STATUS_CODE[item.status as KeptStatus] as Code;
    if (!keep[index]) {
      omitted[code]++;
      return;
    }
    const row = lines.push(item.userId) - 1;
    status += code;
    at.push(item.finishedAt === undefined ? "" : (item.finishedAt - batch.startedAt).toString(36));
    if (
      item.message ||
      item.errorCode ||
      item.permanent ||
      item.connection ||
      item.resolvedUserId
    ) {
      detail.push([
        row,
        ref(item.message),
        ref(item.errorCode),
        ref(item.permanent),
        ref(item.connection),
        item.resolvedUserId ?? "",
      ]);
    }
  });
  for (const [status, count] of Object.entries(batch.omitted)) {
    omitted[STATUS_CODE[status as KeptStatus] as Code] += count;
  }
  const { request } = batch;
  return {
    v: 1,
    startedAt: batch.startedAt,
    endedAt: batch.endedAt,
    ended: batch.ended,
    ...(batch.stopReason === undefined ? {} : { stopReason: batch.stopReason }),
    connection: request.body.connection,
    assessors: [...request.body.assessors] as Stored["assessors"],
    concurrency: request.concurrency,
    reason: request.reason,
    total: batch.total,
    omitted,
    lines: lines.join("\n"),
    status,
    at: at.join(","),
    strings,
    detail,
  };
}

interface EncodedBatch {
  readonly text: string;
  /** Users counted but not listed: too many to keep within the budget. */
  readonly omitted: number;
}

/**
 * The batch as compact JSON within `budget` characters: lines joined, a letter per status,
 * times as short offsets, each message written once. Users still waiting or in flight are
 * written as not sent or unknown: whoever reads this back has no page that could still send them.
 */
export function encodeKeptBatch(batch: KeptBatch, budget = KEPT_BATCH_BUDGET_CHARS): EncodedBatch {
  const items = batch.items.map((item) => settledForKeeping(item, batch.endedAt));
  const settled = { ...batch, items };
  let allowance = budget;
  for (;;) {
    const keep = chooseKept(items, allowance);
    const text = JSON.stringify(encodeWith(settled, keep));
    const kept = keep.filter(Boolean).length;
    // The estimate misses JSON escapes and long messages: tighten and choose again.
    if (text.length <= budget || kept === 0) {
      return { text, omitted: batch.total - kept };
    }
    allowance = Math.floor((allowance * budget) / text.length) - 1_000;
  }
}

/** The kept batch, or undefined when `text` is not one this version wrote. */
export function decodeKeptBatch(text: string): KeptBatch | undefined {
  let parsed: Stored;
  try {
    const result = storedSchema.safeParse(JSON.parse(text));
    if (!result.success) return undefined;
    parsed = result.data;
  } catch {
    return undefined;
  }
  const lines = parsed.lines === "" ? [] : parsed.lines.split("\n");
  const at = parsed.at === "" ? [] : parsed.at.split(",");
  if (lines.length !== parsed.status.length || (lines.length > 0 && at.length !== lines.length)) {
    return undefined;
  }
  const string = (index: number) => (index < 0 ? undefined : parsed.strings[index]);
  const items: BatchItem[] = [];
  for (const [index, line] of lines.entries()) {
    const status = CODE_STATUS.get(parsed.status[index] ?? "");
    if (status === undefined) return undefined;
    const offset = at[index] ?? "";
    items.push({
      userId: line,
      email: isEmailText(line) ? line : undefined,
      resolvedUserId: undefined,
      status,
      message: "",
      errorCode: undefined,
      permanent: undefined,
      connection: undefined,
      finishedAt: offset === "" ? undefined : parsed.startedAt + Number.parseInt(offset, 36),
    });
  }
  for (const [row, message, errorCode, permanent, connection, resolvedUserId] of parsed.detail) {
    const item = items[row];
    const problem = string(permanent);
    if (
      item === undefined ||
      (problem !== undefined && !Object.hasOwn(PROBLEM_HEADLINE, problem))
    ) {
      return undefined;
    }
    items[row] = {
      ...item,
      message: string(message) ?? "",
      errorCode: string(errorCode),
      permanent: problem as PermanentProblem | undefined,
      connection: string(connection),
      resolvedUserId: resolvedUserId || undefined,
    };
  }
  const request: Omit<BatchRequest, "userIds"> = {
    body: { connection: parsed.connection, assessors: parsed.assessors },
    concurrency: parsed.concurrency,
    reason: parsed.reason,
  };
  return {
    startedAt: parsed.startedAt,
    endedAt: parsed.endedAt,
    ended: parsed.ended,
    stopReason: parsed.stopReason,
    request,
    items,
    total: parsed.total,
    omitted: {
      cleared: parsed.omitted.c,
      failed: parsed.omitted.f,
      unknown: parsed.omitted.u,
      "not-sent": parsed.omitted.n,
    },
  };
}
