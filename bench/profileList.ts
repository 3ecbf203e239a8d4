import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContext } from "@playwright/test";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { recordFigure } from "./support/figures.ts";
import { firstRowProbe, longTaskProbe, type Probe } from "./support/probes.ts";
import { type BenchStack, percentile, startStack } from "./support/stack.ts";

/**
 * The profile list in Chromium against the local tenant (production build):
 * 1. time to first row, the console beside a plain HTML page that fetches the same first page
 *    and writes rows with DOM calls, alternating, RUNS each;
 * 2. a scroll through SCROLL_PROFILES profiles with take=100: requests, most rows in the DOM,
 *    long tasks over 50 ms, JS heap afterwards.
 * Prints figures; never passes or fails on them.
 */

const RUNS = 5;
const FIRST_PAGE_PROFILES = 1000;
const SCROLL_PROFILES = 10_000;
const SCROLL_TAKE = 100;
/** Bounds the scroll, whatever happens: a run that hangs reports what it reached. */
const SCROLL_LIMIT_MS = 240_000;
const LIST_PATH = "/api/v2/token-exchange-profiles";
const UNLIMITED = { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 };

/** "Keep for this tab" storage: the console boots connected. */
const SESSION_KEY = TAB_SESSION_KEY;
/** src/pages/token-exchange-profiles/list/pageSizeSetting.ts */
const PAGE_SIZE_KEY = "tenant-console.token-exchange-profiles.take";

/** The baseline: no framework, one fetch, one row per profile written with DOM calls. */
const PLAIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Profiles (plain)</title></head>
<body><main><h1>Token exchange profiles</h1><table><thead><tr>
<th>Name</th><th>Id</th><th>Subject token type</th><th>Action id</th><th>Type</th><th>Created</th><th>Updated</th>
</tr></thead><tbody id="rows"></tbody></table></main>
<script type="module">
const { tenantUrl, token } = window.__bench;
const response = await fetch(tenantUrl + "${LIST_PATH}?take=50", {
  headers: { Accept: "application/json", Authorization: "Bearer " + token },
});
const body = await response.json();
const rows = document.getElementById("rows");
for (const profile of body.token_exchange_profiles) {
  const tr = document.createElement("tr");
  for (const field of ["name", "id", "subject_token_type", "action_id", "type", "created_at", "updated_at"]) {
    const td = document.createElement("td");
    td.textContent = profile[field];
    tr.append(td);
  }
  rows.append(tr);
}
</script></body></html>`;

async function servePlainPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PLAIN_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/profiles.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function newContext(
  browser: Browser,
  stack: BenchStack,
  token: string,
  pageSize?: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ sessionKey, pageSizeKey, tenantUrl, token, pageSize }) => {
      sessionStorage.setItem(sessionKey, JSON.stringify({ tenantUrl, token }));
      if (pageSize !== undefined) sessionStorage.setItem(pageSizeKey, String(pageSize));
      (window as unknown as { __bench: object }).__bench = { tenantUrl, token };
    },
    {
      sessionKey: SESSION_KEY,
      pageSizeKey: PAGE_SIZE_KEY,
      tenantUrl: stack.tenantUrl,
      token,
      pageSize,
    },
  );
  return context;
}

/** Milliseconds from navigation start to the first row in the DOM, in a fresh context. */
async function timeToFirstRow(
  stack: BenchStack,
  token: string,
  url: string,
  selector: string,
): Promise<number> {
  const context = await newContext(stack.browser, stack, token);
  try {
    await context.addInitScript({ content: firstRowProbe(selector) });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector(selector, { state: "attached", timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt);
  } finally {
    await context.close();
  }
}

async function benchTimeToFirstRow(stack: BenchStack, token: string): Promise<void> {
  await stack.control.reset({ profiles: FIRST_PAGE_PROFILES });
  await stack.control.rateLimit(UNLIMITED);
  const plain = await servePlainPage();
  const consoleUrl = `${stack.consoleUrl}/#/token-exchange-profiles`;
  const consoleRow = '[role="row"][aria-rowindex="2"]';
  const plainRow = "#rows tr";
  const times = { console: [] as number[], plain: [] as number[] };
  try {
    // One unmeasured load of each warms the servers (and the build's first read from disk).
    await timeToFirstRow(stack, token, consoleUrl, consoleRow);
    await timeToFirstRow(stack, token, plain.url, plainRow);
    for (let run = 0; run < RUNS; run++) {
      times.console.push(await timeToFirstRow(stack, token, consoleUrl, consoleRow));
      times.plain.push(await timeToFirstRow(stack, token, plain.url, plainRow));
    }
  } finally {
    await plain.close();
  }
  const consoleMedian = percentile(times.console, 50);
  const plainMedian = percentile(times.plain, 50);
  const format = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(", ");
  recordFigure(
    "first profile row, fresh visit, ÷ plain",
    `${(consoleMedian / plainMedian).toFixed(2)} (${consoleMedian.toFixed(0)} ms ÷ ${plainMedian.toFixed(0)} ms)`,
    "≤ 2.5",
  );
  process.stdout.write(
    [
      `Time to first row, ${RUNS} runs each, alternating (take=50, ${FIRST_PAGE_PROFILES} profiles):`,
      `  console (production build, vite preview): median ${consoleMedian.toFixed(0)} ms  [${format(times.console)}]`,
      `  plain HTML page, DOM calls (node:http):    median ${plainMedian.toFixed(0)} ms  [${format(times.plain)}]`,
      `  ratio console / plain: ${(consoleMedian / plainMedian).toFixed(2)}`,
      "",
    ].join("\n"),
  );
}

interface ScrollResult {
  /** Long tasks of loading the page, before the first scroll: not the scroll's. */
  loadLongTasks: number[];
  done: boolean;
  elapsedMs: number;
  status: string;
  mostRows: number;
  longTasks: number[];
}

async function benchScroll(stack: BenchStack, token: string): Promise<void> {
  await stack.control.reset({ profiles: SCROLL_PROFILES });
  await stack.control.rateLimit(UNLIMITED);
  const context = await newContext(stack.browser, stack, token, SCROLL_TAKE);
  try {
    await context.addInitScript({ content: longTaskProbe('[role="row"]') });
    const page = await context.newPage();
    let requests = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === LIST_PATH) requests++;
    });
    await page.goto(`${stack.consoleUrl}/#/token-exchange-profiles`);
    await page.waitForSelector('[role="row"][aria-rowindex="2"]');
    // A person starts scrolling once the rows are there; long tasks are reported a little after
    // they end, so the load's last ones are in before the scroll's count starts.
    await page.waitForTimeout(500);

    // A viewport per frame, as a fast fling would; at the bottom, wait for the next page.
    const result = await page.evaluate(
      async ({ total, limitMs }) => {
        const grid = document.querySelector<HTMLElement>('[role="grid"]');
        const status = document.querySelector('[role="status"]');
        const probe = (window as unknown as { __probe: Probe }).__probe;
        // Loading the page (the entry's evaluation, the first render) is measured by the first
        // row's figures; from here on the long tasks are the scroll's.
        const loadLongTasks = probe.longTasks;
        probe.longTasks = [];
        const started = performance.now();
        let done = false;
        while (grid && performance.now() - started < limitMs) {
          const before = grid.scrollTop;
          grid.scrollTop = before + grid.clientHeight;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          if (grid.scrollTop === before) {
            if (status?.textContent === `All ${total} profiles loaded`) {
              done = true;
              break;
            }
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        }
        // Long tasks are reported a little after they end.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return {
          loadLongTasks,
          done,
          elapsedMs: performance.now() - started,
          status: status?.textContent ?? "",
          mostRows: probe.mostRows,
          longTasks: probe.longTasks,
        } satisfies ScrollResult;
      },
      { total: SCROLL_PROFILES, limitMs: SCROLL_LIMIT_MS },
    );

    const cdp = await context.newCDPSession(page);
    const before = await cdp.send("Runtime.getHeapUsage");
    await cdp.send("HeapProfiler.collectGarbage");
    const after = await cdp.send("Runtime.getHeapUsage");
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const over50 = result.longTasks.filter((ms) => ms > 50);
    recordFigure(
      `scrolling ${SCROLL_PROFILES} profiles: tasks over 50 ms`,
      `${over50.length}${over50.length ? ` (longest ${Math.max(...over50).toFixed(0)} ms)` : ""}`,
      "0",
    );
    process.stdout.write(
      [
        `Scroll through ${SCROLL_PROFILES} profiles with take=${SCROLL_TAKE} (a viewport per frame):`,
        `  reached the end: ${result.done ? "yes" : `no (${result.status})`} in ${(result.elapsedMs / 1000).toFixed(1)} s`,
        `  listing requests: ${requests} (one per page: ${SCROLL_PROFILES / SCROLL_TAKE})`,
        `  most rows in the DOM at once: ${result.mostRows} (header and last row included)`,
        `  long tasks over 50 ms while scrolling: ${over50.length}${over50.length ? ` (longest ${Math.max(...over50).toFixed(0)} ms)` : ""}; loading the page before it: ${result.loadLongTasks.length} (longest ${Math.max(0, ...result.loadLongTasks).toFixed(0)} ms)`,
        `  JS heap after: ${mb(before.usedSize)} used, ${mb(after.usedSize)} after garbage collection`,
        "",
      ].join("\n"),
    );
  } finally {
    await context.close();
  }
}

export async function benchProfileList(): Promise<void> {
  const stack = await startStack({ rateLimit: UNLIMITED });
  try {
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    await benchTimeToFirstRow(stack, token);
    await benchScroll(stack, token);
  } finally {
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchProfileList();
