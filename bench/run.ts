import { figureTable } from "./support/figures.ts";

/**
 * `npm run bench [name …]`: runs the benchmarks one after another and prints their figures.
 * Nothing here passes or fails on time; a benchmark that cannot run reports why and the rest go on.
 */
const BENCHMARKS: Record<string, () => Promise<void>> = {
  "tenant-listing": async () => (await import("./tenantListing.ts")).benchTenantListing(),
  "tenant-load": async () => (await import("./tenantLoad.ts")).benchTenantLoad(),
  proxy: async () => (await import("./proxyListing.ts")).benchProxyListing(),
  "profile-list": async () => (await import("./profileList.ts")).benchProfileList(),
  "first-row": async () => (await import("./firstRow.ts")).benchFirstRow(),
  "batch-scale": async () => (await import("./batchScale.ts")).benchBatchScale(),
  "batch-paced": async () => (await import("./batchPaced.ts")).benchBatchPaced(),
  "organization-lists": async () =>
    (await import("./organizationLists.ts")).benchOrganizationLists(),
  "batch-emails": async () => (await import("./batchEmails.ts")).benchBatchEmails(),
  "organization-input": async () =>
    (await import("./organizationInput.ts")).benchOrganizationInput(),
  "organization-search": async () =>
    (await import("./organizationSearch.ts")).benchOrganizationSearch(),
  "store-engine": async () => (await import("./storeEngine.ts")).benchStoreEngine(),
  "store-write": async () => (await import("./storeWrite.ts")).benchStoreWrite(),
  history: async () => (await import("./history.ts")).benchHistory(),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(", ")}. Known: ${Object.keys(BENCHMARKS).join(", ")}`,
  );
  process.exit(2);
}

async function main(): Promise<number> {
  let failed = 0;
  for (const [name, run] of Object.entries(BENCHMARKS)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    process.stdout.write(`\n== ${name} ==\n`);
    try {
      await run();
    } catch (error) {
      failed++;
      console.error(`${name} could not run:`, error instanceof Error ? error.message : error);
    }
  }
  process.stdout.write(`\n${figureTable()}`);
  return failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
