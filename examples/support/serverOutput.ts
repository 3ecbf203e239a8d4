/** What `npm run tenant` and `npm run serve` print, read by the programs that start them. */

/** `npm run tenant` prints the Tenant URL and, on the line after "Admin token …:", a token. */
export function tenantOutput(lines: readonly string[]): { url: string; token: string } | undefined {
  const url = lines
    .map((line) => /^Tenant URL for the console: (\S+)/.exec(line)?.[1])
    .find(Boolean);
  const tokenAt = lines.findIndex((line) => line.startsWith("Admin token"));
  const token = tokenAt === -1 ? undefined : lines[tokenAt + 1]?.trim();
  return url && token ? { url, token } : undefined;
}

/** `npm run serve` prints one JSON line per event; "listening" carries its URL. */
export function serveUrl(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    try {
      const event = JSON.parse(line) as { event?: string; url?: string };
      if (event.event === "listening" && event.url) return event.url;
    } catch {
      // Not every line is an event.
    }
  }
  return undefined;
}
