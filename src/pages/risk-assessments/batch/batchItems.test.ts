// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createBatchItems, waitingItem } from "./batchItems";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `auth0|${i}`);

describe("createBatchItems", () => {
  it("starts with every user waiting, in pasted order", () => {
    const list = createBatchItems(["auth0|b", "auth0|a"].map(waitingItem), () => {});
    expect(list.items.map((item) => [item.userId, item.status])).toEqual([
      ["auth0|b", "waiting"],
      ["auth0|a", "waiting"],
    ]);
    expect(list.counts()).toMatchObject({ total: 2, waiting: 2, settled: 0 });
  });

  it("keeps the counts as items change, retryable failures apart from permanent ones", () => {
    const list = createBatchItems(ids(4).map(waitingItem), () => {});
    list.update(0, { status: "cleared", finishedAt: 1 });
    list.update(1, { status: "failed", finishedAt: 1 });
    list.update(2, { status: "failed", permanent: "unknown-user", finishedAt: 1 });
    list.update(3, { status: "unknown", finishedAt: 1 });
    expect(list.counts()).toEqual({
      total: 4,
      waiting: 0,
      sending: 0,
      cleared: 1,
      failed: 2,
      retryable: 1,
      unknown: 1,
      notSent: 0,
      settled: 4,
    });
  });

  it("replaces only the changed item, so rows of the others need not re-render", () => {
    const list = createBatchItems(ids(3).map(waitingItem), () => {});
    const before = [...list.items];
    list.update(1, { status: "sending" });
    expect(list.items[0]).toBe(before[0]);
    expect(list.items[1]).not.toBe(before[1]);
    expect(list.items[2]).toBe(before[2]);
  });

  it("tells the pace meter each item's first settling time, once", () => {
    const settled: number[] = [];
    const list = createBatchItems(ids(1).map(waitingItem), (at) => settled.push(at));
    list.update(0, { status: "failed", finishedAt: 10 });
    list.update(0, { message: "again" });
    expect(settled).toEqual([10]);
  });

  it("finds the next waiting item from a cursor that only a requeue or a rewind moves back", () => {
    const list = createBatchItems(ids(3).map(waitingItem), () => {});
    expect(list.nextWaiting()).toBe(0);
    list.update(0, { status: "sending" });
    expect(list.nextWaiting()).toBe(1);
    list.update(1, { status: "sending" });
    list.update(2, { status: "sending" });
    expect(list.nextWaiting()).toBe(-1);
    list.update(0, { status: "waiting" });
    expect(list.nextWaiting()).toBe(-1);
    list.rewindTo(0);
    expect(list.nextWaiting()).toBe(0);
  });

  it("requeues only what sending again may fix", () => {
    const list = createBatchItems(ids(3).map(waitingItem), () => {});
    list.update(0, { status: "failed", finishedAt: 1, errorCode: "x" });
    list.update(1, { status: "failed", permanent: "unknown-user", finishedAt: 1 });
    list.update(2, { status: "cleared", finishedAt: 1 });
    expect(list.requeue("failed")).toBe(true);
    expect(list.items.map((item) => item.status)).toEqual(["waiting", "failed", "cleared"]);
    expect(list.items[0]).toMatchObject({ errorCode: undefined, finishedAt: undefined });
    expect(list.requeue("unknown")).toBe(false);
  });

  it("settles every item of one status at once, as a cancel does", () => {
    const list = createBatchItems(ids(3).map(waitingItem), () => {});
    list.update(0, { status: "sending" });
    list.settleAll("waiting", "not-sent", "Cancelled before it was sent.", 5);
    expect(list.counts()).toMatchObject({ sending: 1, notSent: 2, waiting: 0 });
    expect(list.items[2]).toMatchObject({
      message: "Cancelled before it was sent.",
      finishedAt: 5,
    });
  });
});
