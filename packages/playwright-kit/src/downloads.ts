import type { Locator, Page } from "@playwright/test";

/** Clicks `button` and returns the text of the file it saves, without the BOM the console adds. */
export async function savedText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}
