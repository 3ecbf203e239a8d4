import { loadavg } from "node:os";
import type { Page } from "@playwright/test";

/*
 * Scripts run in the page are strings: tsx compiles the benchmarks with esbuild's keepNames,
 * which wraps named functions in a `__name` helper the page does not have.
 */

/** What `longTaskProbe` gathers in the page, as `window.__probe`. */
export interface Probe {
  longTasks: number[];
  mostRows: number;
}

/** Long tasks, and the most elements matching `rowSelector` in the DOM at any frame. */
export function longTaskProbe(rowSelector: string): string {
  return `
  window.__probe = { longTasks: [], mostRows: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__probe.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  (function sample() {
    window.__probe.mostRows = Math.max(
      window.__probe.mostRows,
      document.querySelectorAll(${JSON.stringify(rowSelector)}).length,
    );
    requestAnimationFrame(sample);
  })();
`;
}

export const readProbe = (page: Page): Promise<Probe> =>
  page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

/** Forgets the long tasks so far: what comes next is measured alone. */
export const resetLongTasks = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __probe: Probe }).__probe.longTasks = [];
  });

/** Records, as `window.__firstRowAt`, when the first element matching `selector` entered the DOM. */
export function firstRowProbe(selector: string): string {
  return `new MutationObserver((records, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;
}

/** The machine's load averages (1, 5, 15 min), for printing beside a figure. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
}
