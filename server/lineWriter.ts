/**
 * Log lines gathered per turn of the event loop and written together: a write to a pipe is a
 * system call (and synchronous on Linux), and one per request cost more than the proxying itself
 * under load (bench/proxyListing.ts).
 */
export function createLineWriter(stream: { write(text: string): unknown }) {
  let pending: string[] = [];
  let scheduled = false;
  function flush(): void {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    stream.write(text);
  }
  return {
    write(line: string): void {
      pending.push(`${line}\n`);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
