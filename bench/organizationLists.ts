import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { longTaskProbe, type Probe } from "./support/probes.ts";
import { type BenchStack, startStack } from "./support/stack.ts";

/**
 * The organization list at 10,000 organizations and initech's member list at 2,000 members, in
 * Chromium against the local tenant (production build): scrolled a viewport per frame to the
 * end, with the most rows in the DOM at once and the long tasks (over 50 ms) on the way.
 * Prints figures; never passes or fails on them.
 */

const ORGANIZATIONS = 10_000;
const MEMBERS = 2_000;
/** initech: SEED_FACTS.bigOrganization. */
const BIG_ORGANIZATION = "org_In1t3chSt4ff2k0A";
const SCROLL_LIMIT_MS = 240_000;
const UNLIMITED = {
  capacity: 1_000_000_000,
  refillPerSecond: 1_000_000_000,
  bucketScale: 1_000_000,
};

interface ScrollResult {
  /** Long tasks of loading the page, before the first scroll: not the scroll's. */
  loadLongTasks: number[];
  done: boolean;
  elapsedMs: number;
  status: string;
  mostRows: number;
  longTasks: number[];
}

/** Scrolls the table named `table` to its end, until its status says every item is loaded. */
function scrollToEnd(page: Page, table: string, allLoaded: string): Promise<ScrollResult> {
  return page.evaluate(
    async ({ table, allLoaded, limitMs }) => {
      const box = document.querySelector<HTMLElement>(
        `[role="table"][aria-label="${table}"] .virtual-table-scroll`,
      );
      const probe = (window as unknown as { __probe: Probe }).__probe;
      // From here the long tasks are the scroll's; the page's load is printed beside them.
      const loadLongTasks = probe.longTasks;
      probe.longTasks = [];
      const started = performance.now();
      let done = false;
      while (box && performance.now() - started < limitMs) {
        const before = box.scrollTop;
        box.scrollTop = before + box.clientHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (box.scrollTop === before) {
          const texts = [...document.querySelectorAll('[role="status"]')].map(
            (element) => element.textContent ?? "",
          );
          if (texts.some((text) => text.includes(allLoaded))) {
            done = true;
            break;
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      return {
        loadLongTasks,
        done,
        elapsedMs: performance.now() - started,
        status: [...document.querySelectorAll('[role="status"]')]
          .map((element) => element.textContent)
          .join(" | "),
        mostRows: probe.mostRows,
        longTasks: probe.longTasks,
      };
    },
    { table, allLoaded, limitMs: SCROLL_LIMIT_MS },
  );
}

async function scrollList(
  stack: BenchStack,
  token: string,
  route: string,
  table: string,
  allLoaded: string,
): Promise<ScrollResult> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ({ key, tenantUrl, token }) =>
        sessionStorage.setItem(key, JSON.stringify({ tenantUrl, token })),
      { key: TAB_SESSION_KEY, tenantUrl: stack.tenantUrl, token },
    );
    await context.addInitScript({ content: longTaskProbe('[role="row"]') });
    const page = await context.newPage();
    await page.goto(`${stack.consoleUrl}/#${route}`);
    await page.waitForSelector(`[role="table"][aria-label="${table}"] [role="cell"]`);
    // Long tasks are reported a little after they end: the load's are in before the count starts.
    await page.waitForTimeout(500);
    return await scrollToEnd(page, table, allLoaded);
  } finally {
    await context.close();
  }
}

function report(title: string, result: ScrollResult): void {
  const over50 = result.longTasks.filter((ms) => ms > 50);
  process.stdout.write(
    [
      `${title} (a viewport per frame):`,
      `  reached the end: ${result.done ? "yes" : `no (${result.status})`} in ${(result.elapsedMs / 1000).toFixed(1)} s`,
      `  most rows in the DOM at once: ${result.mostRows} (header rows included)`,
      `  long tasks over 50 ms while scrolling: ${over50.length}${over50.length ? ` (longest ${Math.max(...over50).toFixed(0)} ms)` : ""}; loading the page before it: ${result.loadLongTasks.length} (longest ${Math.max(0, ...result.loadLongTasks).toFixed(0)} ms)`,
      "",
    ].join("\n"),
  );
}

export async function benchOrganizationLists(): Promise<void> {
  const stack = await startStack({ rateLimit: UNLIMITED });
  try {
    await stack.control.reset({ organizations: ORGANIZATIONS });
    await stack.control.rateLimit(UNLIMITED);
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    report(
      `Organization list, ${ORGANIZATIONS} organizations`,
      await scrollList(
        stack,
        token,
        "/organizations",
        "Organizations",
        `All ${ORGANIZATIONS} organizations loaded`,
      ),
    );
    report(
      `Member list, ${MEMBERS} members (initech)`,
      await scrollList(
        stack,
        token,
        `/organizations/${BIG_ORGANIZATION}`,
        "Members",
        `All ${MEMBERS} members loaded`,
      ),
    );
  } finally {
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchOrganizationLists();
