/** The shape `useSyncExternalStore` takes. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

const nextFrame: (callback: () => void) => void =
  typeof requestAnimationFrame === "function"
    ? (callback) => requestAnimationFrame(() => callback())
    : (callback) => setTimeout(callback, 16);

/**
 * The same store, read at most once per animation frame: a batch answering hundreds of
 * requests a second changes many times between two frames, and a screen cannot show more than
 * one of them. Listeners hear of the frame's last state only.
 */
export function perFrame<T>(store: ExternalStore<T>): ExternalStore<T> {
  let published = store.getSnapshot();
  let scheduled = false;
  const listeners = new Set<() => void>();

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    nextFrame(() => {
      scheduled = false;
      const next = store.getSnapshot();
      if (Object.is(next, published)) return;
      published = next;
      for (const listener of [...listeners]) listener();
    });
  }

  let unsubscribe: (() => void) | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      unsubscribe ??= store.subscribe(schedule);
      // A change between the first render and this subscription still reaches the screen.
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    getSnapshot: () => published,
  };
}
