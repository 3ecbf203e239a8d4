// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { AuditPage } from "../../src/api/history/types.ts";
import { afterAudited } from "./afterAudited.ts";
import type { HistoryReads } from "./reads.ts";

describe("afterAudited", () => {
  it("reads only once the entries on their way are kept", async () => {
    const kept: string[] = [];
    let keep = () => {};
    const audited = () => new Promise<void>((resolve) => (keep = resolve));
    const page: AuditPage = { entries: [], next: null };
    const unused = () => Promise.reject(new Error("not read here"));
    const reads: HistoryReads = {
      history: async () => {
        kept.push("read");
        return page;
      },
      activity: unused,
      people: unused,
      deleted: unused,
      activityBatches: async function* () {},
    };
    const read = afterAudited(reads, audited).history({
      type: "user",
      id: "u",
      cursor: null,
      limit: 1,
    });
    await Promise.resolve();
    expect(kept).toEqual([]);
    keep();
    expect(await read).toBe(page);
    expect(kept).toEqual(["read"]);
  });
});
