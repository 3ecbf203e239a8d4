import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { build } from "vite";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium.ts";
import { startServe } from "../server/test/serveProcess.ts";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { CONSOLE_SCOPES, createTenant } from "../tenant/index.ts";
import { recordFigure } from "./support/figures.ts";
import { firstRowProbe } from "./support/probes.ts";
import { percentile } from "./support/stack.ts";

/**
 * Time to the first profile row for a returning user (session kept for the tab, scripts in the
 * browser's cache), the console's production build beside a plain page that makes the same
 * fetch and writes rows with DOM calls. Both come from one `npm run serve` on one build folder,
 * taking turns. Each run also gives a trace from the page's own Performance APIs. Set
 * CONSOLE_BUILD to measure an existing build (another commit's, say). Never passes or fails.
 */

const RUNS = 7;
const PROFILES = 1000;
const LIST_PATH = "/api/v2/token-exchange-profiles";
const PLAIN_PAGE = "/first-row-plain.html";
const CONSOLE_ROW = '[role="row"][aria-rowindex="2"]';
const PLAIN_ROW = "#rows tr";
const UNLIMITED = { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 };

const PLAIN_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Profiles (plain)</title>
<script type="module" src="/first-row-plain.js"></script></head>
<body><main><h1>Token exchange profiles</h1><table><thead><tr>
<th>Name</th><th>Id</th><th>Subject token type</th><th>Action id</th><th>Type</th><th>Created</th><th>Updated</th>
</tr></thead><tbody id="rows"></tbody></table></main></body></html>`;

/** The same request the console sends for a returning user, from the same kept session. */
const PLAIN_SCRIPT = `const { tenantUrl, token } = JSON.parse(sessionStorage.getItem(${JSON.stringify(TAB_SESSION_KEY)}));
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
`;

/** Phases of one load, in ms from navigation start. */
interface Trace {
  /** The HTML has arrived. */
  html: number;
  /** The entry script has arrived. */
  script: number;
  /** Module scripts have run (DOMContentLoaded waits for them). */
  evaluated: number;
  listingSent: number;
  listingAnswered: number;
  /** The profile screen's chunk has arrived; the plain page has none. */
  screenChunk: number;
  row: number;
}

const READ_TRACE = `(() => {
  const [navigation] = performance.getEntriesByType("navigation");
  const resources = performance.getEntriesByType("resource");
  const find = (test) => resources.find((entry) => test(new URL(entry.name)));
  const script = document.querySelector('script[type="module"][src]');
  const entry = script && find((url) => url.href === script.src);
  const listing = find((url) => url.pathname === ${JSON.stringify(LIST_PATH)});
  const chunk = find((url) => /TokenExchangeProfilesPage-[^/]+\\.js$/.test(url.pathname));
  return {
    html: navigation.responseEnd,
    script: entry ? entry.responseEnd : NaN,
    evaluated: navigation.domContentLoadedEventStart,
    listingSent: listing ? listing.startTime : NaN,
    listingAnswered: listing ? listing.responseEnd : NaN,
    screenChunk: chunk ? chunk.responseEnd : NaN,
    row: window.__firstRowAt,
  };
})()`;

/** A copy of the build with the plain page beside it, so one static server serves both. */
async function buildWithPlainPage(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), "console-first-row-"));
  const given = process.env.CONSOLE_BUILD;
  if (given) await cp(given, dist, { recursive: true });
  else {
    // Vite's build sets NODE_ENV=production for the whole process; put it back afterwards.
    const nodeEnv = process.env.NODE_ENV;
    try {
      await build({
        logLevel: "warn",
        mode: "production",
        build: { outDir: dist, emptyOutDir: true },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  await writeFile(join(dist, PLAIN_PAGE), PLAIN_HTML);
  await writeFile(join(dist, PLAIN_PAGE.replace(".html", ".js")), PLAIN_SCRIPT);
  return dist;
}

/** The scripts index.html loads or preloads, gzip: what a first row waits for. */
async function firstRowBytes(dist: string): Promise<number> {
  const html = await readFile(join(dist, "index.html"), "utf8");
  const files = new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
  );
  let bytes = 0;
  for (const file of files) if (file) bytes += gzipSync(await readFile(join(dist, file))).length;
  return bytes;
}

/** One returning user's load: a first visit fills the cache, the second is measured. */
async function load(
  browser: Browser,
  url: string,
  selector: string,
  session: { tenantUrl: string; token: string },
): Promise<Trace> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
      key: TAB_SESSION_KEY,
      value: JSON.stringify(session),
    });
    await context.addInitScript({ content: firstRowProbe(selector) });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector(selector, { state: "attached", timeout: 30_000 });
    await page.goto("about:blank");
    await page.goto(url);
    await page.waitForSelector(selector, { state: "attached", timeout: 30_000 });
    return (await page.evaluate(READ_TRACE)) as Trace;
  } finally {
    await context.close();
  }
}

function medianTrace(traces: readonly Trace[]): Trace {
  const median = (pick: (trace: Trace) => number) => percentile(traces.map(pick), 50);
  return {
    html: median((t) => t.html),
    script: median((t) => t.script),
    evaluated: median((t) => t.evaluated),
    listingSent: median((t) => t.listingSent),
    listingAnswered: median((t) => t.listingAnswered),
    screenChunk: median((t) => t.screenChunk),
    row: median((t) => t.row),
  };
}

function describeTrace(name: string, trace: Trace): string {
  const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(0)}`);
  const chunk = Number.isNaN(trace.screenChunk)
    ? ""
    : ` | screen chunk in ${ms(trace.screenChunk)}`;
  return `  ${name}: HTML ${ms(trace.html)} → entry JS in ${ms(trace.script)} → JS evaluated ${ms(trace.evaluated)} → request sent ${ms(trace.listingSent)} → response ${ms(trace.listingAnswered)} → first row ${ms(trace.row)}${chunk}`;
}

export async function benchFirstRow(): Promise<void> {
  const dist = await buildWithPlainPage();
  const served = await startServe({}, ["--dist", dist]);
  const local = createTenant({ profiles: PROFILES, rateLimit: UNLIMITED });
  const tenant = await local.listen(0);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const token = await local.mintToken({ scopes: CONSOLE_SCOPES, origin: tenant.url });
    const session = { tenantUrl: tenant.url, token };
    const consoleUrl = `${served.url}/#/token-exchange-profiles`;
    const plainUrl = `${served.url}${PLAIN_PAGE}`;
    const traces = { console: [] as Trace[], plain: [] as Trace[] };
    // Unmeasured: the servers' and the tenant's first answers.
    await load(browser, consoleUrl, CONSOLE_ROW, session);
    await load(browser, plainUrl, PLAIN_ROW, session);
    for (let run = 0; run < RUNS; run++) {
      traces.console.push(await load(browser, consoleUrl, CONSOLE_ROW, session));
      traces.plain.push(await load(browser, plainUrl, PLAIN_ROW, session));
    }
    const consoleTrace = medianTrace(traces.console);
    const plainTrace = medianTrace(traces.plain);
    const rows = (list: Trace[]) => list.map((trace) => trace.row.toFixed(0)).join(", ");
    process.stdout.write(
      [
        `Time to first profile row, returning user (kept session, cached scripts), take=50, ${RUNS} runs each, taking turns, one npm run serve:`,
        `  console: median ${consoleTrace.row.toFixed(0)} ms  [${rows(traces.console)}]`,
        `  plain page, same fetch: median ${plainTrace.row.toFixed(0)} ms  [${rows(traces.plain)}]`,
        `  console ÷ plain: ${(consoleTrace.row / plainTrace.row).toFixed(2)} (goal ≤ 1.5)`,
        "Trace (medians, ms from navigation start):",
        describeTrace("console", consoleTrace),
        describeTrace("plain  ", plainTrace),
        "",
      ].join("\n"),
    );
    const bytes = await firstRowBytes(dist);
    recordFigure(
      "JS loaded before the first row, gzip",
      `${(bytes / 1000).toFixed(1)} kB`,
      "≤ 120 kB",
    );
    recordFigure(
      "first profile row, returning user, ÷ plain",
      `${(consoleTrace.row / plainTrace.row).toFixed(2)} (${consoleTrace.row.toFixed(0)} ms ÷ ${plainTrace.row.toFixed(0)} ms; evaluated ${consoleTrace.evaluated.toFixed(0)}, response ${consoleTrace.listingAnswered.toFixed(0)})`,
      "≤ 1.5",
    );
  } finally {
    await browser.close();
    await tenant.close();
    await served.stop();
    await rm(dist, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchFirstRow();
