import { describe, expect, it } from "vitest";
import { createLineWriter } from "./lineWriter.ts";

describe("the log line writer", () => {
  it("writes the lines of one turn in one write, in order, each ending a line", async () => {
    const writes: string[] = [];
    const lines = createLineWriter({ write: (text: string) => writes.push(text) });
    lines.write('{"a":1}');
    lines.write('{"b":2}');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
  });

  it("writes what is pending at once when flushed (before the process exits)", () => {
    const writes: string[] = [];
    const lines = createLineWriter({ write: (text: string) => writes.push(text) });
    lines.write("last");
    lines.flush();
    expect(writes).toEqual(["last\n"]);
  });
});
