import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serveInFront } from "./support/consoleServe.ts";
import { expect, test } from "./support/fixtures.ts";

const USER_ID = "oidc|5f7c8ec7c33c6c004bbafe82";

/**
 * Another site on this machine (same host, another port: "same-site" to the browser) tries the
 * three ways a page can reach the console's proxy: a form, a no-cors fetch and a CORS fetch.
 */
function attackerPage(target: string): string {
  const clear = `${target}/api/v2/users/${encodeURIComponent(USER_ID)}/risk-assessments/clear`;
  const json = JSON.stringify({ connection: "corp-oidc", assessors: ["new-device"] });
  return `<!doctype html><html><body>
<iframe name="sink"></iframe>
<form id="csrf" method="POST" action="${clear}" enctype="text/plain" target="sink">
  <input name='${json.slice(0, -1)},"pad":"' value='"}'>
</form>
<script>
window.results = {};
const sink = document.querySelector("iframe");
window.formDone = new Promise((resolve) => sink.addEventListener("load", resolve, { once: true }));
document.getElementById("csrf").submit();
async function attempt(name, run) {
  try { const response = await run(); window.results[name] = response.type === "opaque" ? "opaque" : response.status; }
  catch (error) { window.results[name] = "blocked: " + error.name; }
}
window.done = Promise.all([
  attempt("no-cors POST", () => fetch(${JSON.stringify(clear)}, { method: "POST", mode: "no-cors", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(json)} })),
  attempt("CORS POST", () => fetch(${JSON.stringify(`${target}/api/v2/organizations`)}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "attacker-org" }) })),
  attempt("CORS read", () => fetch(${JSON.stringify(`${target}/api/v2/token-exchange-profiles?take=1`)})),
  window.formDone,
]);
</script></body></html>`;
}

for (const mode of ["credentials", "pass-through"] as const) {
  test(`a page on another loopback port changes nothing through npm run serve (${mode} mode)`, async ({
    page,
    tenant,
  }) => {
    const serve = await serveInFront(tenant, mode);
    const attacker = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(attackerPage(serve.url));
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
    try {
      const before = await tenant.control.state();
      await page.goto(attackerUrl);
      await page.evaluate(() => (window as unknown as { done: Promise<unknown> }).done);
      const results = await page.evaluate(
        () => (window as unknown as { results: Record<string, unknown> }).results,
      );

      await test.step("no call gets an answer the page can use: no CORS grant, and CORP on every response", async () => {
        expect(results["CORS POST"]).toBe("blocked: TypeError");
        expect(results["CORS read"]).toBe("blocked: TypeError");
        // Cross-Origin-Resource-Policy turns even the opaque answer into a network error.
        expect(results["no-cors POST"]).toBe("blocked: TypeError");
      });

      await test.step("the proxy refused every request that reached it", async () => {
        const proxied = serve.lines
          .map((line) => JSON.parse(line) as { route?: string; status?: number; method?: string })
          .filter((line) => line.route?.startsWith("/api/v2"));
        expect(
          proxied.length,
          "the form and the no-cors POST reached the server",
        ).toBeGreaterThanOrEqual(2);
        for (const line of proxied) expect(line.status, JSON.stringify(line)).toBe(403);
      });

      await test.step("the tenant is unchanged", async () => {
        expect(await tenant.control.state()).toEqual(before);
      });
    } finally {
      attacker.close();
      await serve.stop();
    }
  });
}
