/**
 * Calls `render` once: as soon as `ready` settles (fulfilled or not), or after `waitMs`,
 * whichever comes first. The first render waits for what would otherwise make it render twice
 * (a kept session's first page, the connect form's chunk), but never for long.
 */
export function renderWhenReady(ready: Promise<unknown>, waitMs: number, render: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    render();
  };
  const timer = window.setTimeout(once, waitMs);
  ready.then(once, once);
}
