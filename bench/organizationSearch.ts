import { pathToFileURL } from "node:url";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { recordFigure } from "./support/figures.ts";
import { startStack } from "./support/stack.ts";

/**
 * Filter organizations at 10,000 organizations with the service's own rate-limit buckets
 * (`bucketScale` 1: the listing 10 at once and 100 a minute), in Chromium against the local
 * tenant (production build): how long a part of a name held only by the listing's last
 * organization takes to be found, and a whole id. Prints figures; never passes or fails on them.
 */

const ORGANIZATIONS = 10_000;
const LIMIT_MS = 600_000;

interface Found {
  elapsedMs: number;
  status: string;
  /** Whether "No organization matches" was ever said on the way. */
  falseNoMatch: boolean;
  /** How many times the rate-limit notice appeared: once, if it stays up between waits. */
  notices: number;
}

export async function benchOrganizationSearch(): Promise<void> {
  const stack = await startStack({ bucketScale: 1, organizations: ORGANIZATIONS });
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { organizations } = await stack.control.state();
    const last = organizations.at(-1);
    if (!last) throw new Error("the tenant holds no organization");
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    await context.addInitScript(
      ({ key, tenantUrl, token }) =>
        sessionStorage.setItem(key, JSON.stringify({ tenantUrl, token })),
      { key: TAB_SESSION_KEY, tenantUrl: stack.tenantUrl, token },
    );
    const page = await context.newPage();
    await page.goto(`${stack.consoleUrl}/#/organizations`);
    await page.waitForSelector('[role="table"][aria-label="Organizations"] [role="cell"]');
    const filter = page.getByLabel("Filter organizations");

    // Timed in the page, from the keystroke to the status that says it is over.
    const search = (text: string, done: string) =>
      Promise.all([
        page.evaluate(
          ({ done, limitMs }) =>
            new Promise<Found>((resolve) => {
              const started = performance.now();
              let falseNoMatch = false;
              let notices = 0;
              let waiting = false;
              // Inline callbacks only: tsx names a function held in a const with a helper the
              // page does not have.
              new MutationObserver((_, observer) => {
                const status = [...document.querySelectorAll("main [role=status]")]
                  .map((element) => element.textContent ?? "")
                  .join(" | ");
                const wait = /limiting how fast/.test(document.body.textContent ?? "");
                if (wait && !waiting) notices++;
                waiting = wait;
                if (status.includes("No organization matches")) falseNoMatch = true;
                const over = status.includes(done) || performance.now() - started > limitMs;
                if (!over) return;
                observer.disconnect();
                resolve({ elapsedMs: performance.now() - started, status, falseNoMatch, notices });
              }).observe(document.body, { subtree: true, childList: true, characterData: true });
            }),
          { done, limitMs: LIMIT_MS },
        ),
        filter.fill(text),
      ]).then(([found]) => found);

    const part = last.name.slice(last.name.indexOf("-") + 1);
    const byPart = await search(part, `among all ${ORGANIZATIONS.toLocaleString("en-US")}`);
    const byId = await search(last.id, "Found by its id.");
    const seconds = (found: Found) => `${(found.elapsedMs / 1000).toFixed(1)} s`;
    process.stdout.write(
      [
        `Filter organizations, ${ORGANIZATIONS} organizations, bucketScale 1:`,
        `  part of the last organization's name ("${part}"): ${seconds(byPart)}, rate-limit notice appeared ${byPart.notices} time(s); "No organization matches" on the way: ${byPart.falseNoMatch ? "yes" : "no"}`,
        `    status: ${byPart.status}`,
        `  its whole id: ${seconds(byId)}; status: ${byId.status}`,
        "",
      ].join("\n"),
    );
    recordFigure("organization search, 10,000, bucketScale 1", seconds(byPart), "about 1 min");
  } finally {
    await context.close();
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchOrganizationSearch();
