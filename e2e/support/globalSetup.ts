import { serveProductionBuild } from "./serveBuild.ts";

/** One production build for the run; each worker starts its own local tenant (fixtures.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const served = await serveProductionBuild();
  process.env.CONSOLE_URL = served.url;
  return () => served.close();
}
