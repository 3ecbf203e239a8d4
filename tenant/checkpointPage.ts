/** A page of a listing whose items keep their places: positions are 1-based indexes. */
export interface CheckpointPage<T> {
  items: T[];
  /** Position of the last item on the page; present when more items follow. */
  continueAfter?: number;
}

/** Items after position `after` that `keep` accepts, at most `take` of them. */
export function checkpointPage<T>(
  all: readonly T[],
  after: number,
  take: number,
  keep: (item: T) => boolean = () => true,
): CheckpointPage<T> {
  const items: T[] = [];
  let last = after;
  for (let index = after; index < all.length; index++) {
    const item = all[index] as T;
    if (!keep(item)) continue;
    if (items.length === take) return { items, continueAfter: last };
    items.push(item);
    last = index + 1;
  }
  return { items };
}
