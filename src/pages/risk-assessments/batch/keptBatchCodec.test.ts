import { describe, expect, it } from "vitest";
import type { BatchItem, KeptBatch } from "./batchTypes";
import { decodeKeptBatch, encodeKeptBatch, KEPT_BATCH_BUDGET_CHARS } from "./keptBatchCodec";

const STARTED = Date.UTC(2026, 10, 28, 16, 8, 0);
const NONE_OMITTED = { cleared: 0, failed: 0, unknown: 0, "not-sent": 0 } as const;

function item(userId: string, patch: Partial<BatchItem> = {}): BatchItem {
  return {
    userId,
    email: undefined,
    resolvedUserId: undefined,
    status: "cleared",
    message: "",
    errorCode: undefined,
    permanent: undefined,
    connection: undefined,
    finishedAt: STARTED + 1_234,
    ...patch,
  };
}

function batchOf(items: readonly BatchItem[], patch: Partial<KeptBatch> = {}): KeptBatch {
  return {
    startedAt: STARTED,
    endedAt: STARTED + 200_000,
    ended: "finished",
    stopReason: undefined,
    request: {
      body: { connection: "workforce-sso", assessors: ["new-device"] },
      concurrency: 2,
      reason: "INC-2211 device-reset wave",
    },
    items,
    total: items.length,
    omitted: NONE_OMITTED,
    ...patch,
  };
}

/** Ids as long as the trial's ("workforce-idp|workforce-sso|emp-0001"), one in 400 failed. */
function results(count: number): BatchItem[] {
  return Array.from({ length: count }, (_, index) => {
    const userId = `workforce-idp|workforce-sso|emp-${String(index).padStart(6, "0")}`;
    return index % 400 === 7
      ? item(userId, {
          status: "failed",
          message: "The user does not exist.",
          errorCode: "inexistent_user",
          permanent: "unknown-user",
          finishedAt: STARTED + index * 40,
        })
      : item(userId, { finishedAt: STARTED + index * 40 });
  });
}

/** What sessionStorage holds, as UTF-16 (Chromium's count) and as UTF-8 bytes. */
function storedBytes(text: string) {
  return { utf16: text.length * 2, utf8: new TextEncoder().encode(text).length };
}

describe("a batch kept for the tab", () => {
  it("comes back as it was: every user, outcome, message, time and the request", () => {
    const items = [
      item("auth0|1"),
      item("jane@acme.example", {
        email: "jane@acme.example",
        resolvedUserId: "auth0|jane",
        connection: "corp-oidc",
      }),
      item("auth0|ghost", {
        status: "failed",
        message: "The user does not exist.",
        errorCode: "inexistent_user",
        permanent: "unknown-user",
      }),
      item("auth0|flaky", { status: "failed", message: "503 Service Unavailable" }),
      item("auth0|lost", { status: "unknown", message: "No answer." }),
    ];
    const kept = decodeKeptBatch(encodeKeptBatch(batchOf(items)).text);
    expect(kept).toEqual(batchOf(items));
  });

  it("writes a batch interrupted mid-run honestly: in flight is unknown, waiting is not sent", () => {
    const items = [
      item("auth0|done"),
      item("auth0|in-flight", { status: "sending", finishedAt: undefined }),
      item("auth0|later", { status: "waiting", finishedAt: undefined }),
    ];
    const kept = decodeKeptBatch(encodeKeptBatch(batchOf(items, { ended: "interrupted" })).text);
    expect(kept?.ended).toBe("interrupted");
    expect(kept?.items.map(({ status, message }) => [status, message])).toEqual([
      ["cleared", ""],
      [
        "unknown",
        "Sent when the page was reloaded or left: no answer was seen, so its assessments may or may not have been cleared.",
      ],
      ["not-sent", "Not sent: the page was reloaded or left before it was sent."],
    ]);
  });

  it("keeps 5,000 results whole, in under 230 KB", () => {
    const encoded = encodeKeptBatch(batchOf(results(5_000)));
    expect(encoded.omitted).toBe(0);
    const bytes = storedBytes(encoded.text);
    // Measured: 229,350 characters (UTF-8 bytes alike; 458,700 bytes as UTF-16), 46 a user.
    expect(encoded.text.length).toBeLessThanOrEqual(230_000);
    expect(bytes.utf8).toBe(encoded.text.length);
    expect(decodeKeptBatch(encoded.text)?.items).toHaveLength(5_000);
  });

  it("keeps 100,000 results within the budget: every failure, and as many cleared as fit", () => {
    const items = results(100_000);
    const encoded = encodeKeptBatch(batchOf(items));
    // Measured: 796,717 characters holding 17,228 users (all 250 failures); 82,772 cleared
    // users are counted, not listed.
    expect(encoded.text.length).toBeLessThanOrEqual(KEPT_BATCH_BUDGET_CHARS);
    expect(storedBytes(encoded.text).utf16).toBeLessThanOrEqual(1_600_000);
    const kept = decodeKeptBatch(encoded.text);
    const failed = items.filter((entry) => entry.status === "failed").length;
    expect(kept?.items.filter((entry) => entry.status === "failed")).toHaveLength(failed);
    expect(kept?.total).toBe(100_000);
    expect(kept?.items.length).toBe(100_000 - encoded.omitted);
    expect(kept?.omitted).toEqual({ ...NONE_OMITTED, cleared: encoded.omitted });
    // The budget is spent, not wasted: most of it holds users.
    expect(kept?.items.length).toBeGreaterThan(15_000);
  });

  it("refuses what this version did not write", () => {
    expect(decodeKeptBatch("{not json")).toBeUndefined();
    expect(decodeKeptBatch(JSON.stringify({ v: 2 }))).toBeUndefined();
    const good = JSON.parse(encodeKeptBatch(batchOf([item("auth0|1")])).text) as object;
    expect(decodeKeptBatch(JSON.stringify({ ...good, status: "cc" }))).toBeUndefined();
    expect(decodeKeptBatch(JSON.stringify({ ...good, status: "x" }))).toBeUndefined();
  });
});
