interface Entry<V> {
  sequence: number;
  key: string;
  value: V;
}

/** A page of a `SequencedList`. */
export interface SequencedPage<V> {
  items: V[];
  /** Sequence of the page's last item, when the page has one. */
  lastSequence?: number;
  /** Whether items follow the page. */
  more: boolean;
}

/**
 * Items by key in the order they were added. Each gets a sequence number that never changes and
 * is never reused, so a checkpoint holding one keeps its place when items before it are removed
 * (an index would shift, and the next page would skip an item).
 */
export class SequencedList<V> {
  private readonly entries: Entry<V>[] = [];
  private readonly byKey = new Map<string, Entry<V>>();
  private lastSequence = 0;

  get size(): number {
    return this.entries.length;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  get(key: string): V | undefined {
    return this.byKey.get(key)?.value;
  }

  /** Appends `value` under `key`, unless the key is there already; returns its sequence. */
  add(key: string, value: V): number | undefined {
    if (this.byKey.has(key)) return undefined;
    this.lastSequence += 1;
    const entry = { sequence: this.lastSequence, key, value };
    this.entries.push(entry);
    this.byKey.set(key, entry);
    return entry.sequence;
  }

  remove(key: string): boolean {
    const entry = this.byKey.get(key);
    if (!entry) return false;
    this.byKey.delete(key);
    this.entries.splice(this.firstAfter(entry.sequence - 1), 1);
    return true;
  }

  values(): V[] {
    return this.entries.map((entry) => entry.value);
  }

  keys(): string[] {
    return this.entries.map((entry) => entry.key);
  }

  /** Up to `take` items whose sequence is above `sequence`. */
  after(sequence: number, take: number): SequencedPage<V> {
    const start = this.firstAfter(sequence);
    const page = this.entries.slice(start, start + take);
    const last = page.at(-1);
    return {
      items: page.map((entry) => entry.value),
      ...(last ? { lastSequence: last.sequence } : {}),
      more: start + take < this.entries.length,
    };
  }

  /** The index of the first entry whose sequence is above `sequence`. */
  private firstAfter(sequence: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle]?.sequence ?? 0) <= sequence) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
