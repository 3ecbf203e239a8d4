import { connectConsole } from "./screens/session";
import { test } from "./support/fixtures";

for (const [w, h] of [[1280, 800], [390, 844]] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`shots ${w} ${scheme}`, async ({ page, consoleUrl, tenant }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
      await page.getByRole("table", { name: "Organizations" }).waitFor();
      await page.screenshot({ path: `/tmp/orgshots/list-${w}-${scheme}.png` });
      await page.goto(`${consoleUrl}/#/organizations/org_H00l1P4rtn3rsNw2`);
      await page.getByRole("region", { name: "Members" }).getByRole("table").waitFor();
      await page.screenshot({ path: `/tmp/orgshots/page-${w}-${scheme}.png`, fullPage: true });
    });
  }
}
