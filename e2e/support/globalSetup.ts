import { serveProductionBuild } from "./serveBuild.ts";

/**
 * One production build for the run, served by `npm run serve`; each worker starts its own local
 * tenant (fixtures.ts), and specs of the proxy start more servers on the same build
 * (CONSOLE_DIST).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const served = await serveProductionBuild();
  process.env.CONSOLE_URL = served.url;
  process.env.CONSOLE_DIST = served.dist;
  return () => served.close();
}
