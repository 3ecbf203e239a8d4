import { describe, expect, it } from "vitest";
import type { BatchItem, BatchStatus } from "../batch/batchTypes";
import { resultsToShow } from "./resultOrder";

function item(userId: string, status: BatchStatus, permanent?: "unknown-user"): BatchItem {
  return {
    userId,
    status,
    message: "",
    errorCode: undefined,
    permanent,
    connection: undefined,
    finishedAt: 1,
  };
}

const items = [
  item("a", "cleared"),
  item("ghost", "failed", "unknown-user"),
  item("b", "cleared"),
  item("flaky", "failed"),
  item("lost", "unknown"),
];

describe("resultsToShow", () => {
  it("puts failures first, retryable before permanent, cleared last in pasted order", () => {
    expect(resultsToShow(items, "all").map((i) => i.userId)).toEqual([
      "flaky",
      "ghost",
      "lost",
      "a",
      "b",
    ]);
  });

  it("filters to the failed or the cleared users", () => {
    expect(resultsToShow(items, "failed").map((i) => i.userId)).toEqual(["flaky", "ghost"]);
    expect(resultsToShow(items, "cleared").map((i) => i.userId)).toEqual(["a", "b"]);
  });
});
