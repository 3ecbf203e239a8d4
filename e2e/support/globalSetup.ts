import { build, preview } from "vite";
import { freePort } from "./freePort";

/**
 * Builds the production bundle and serves it with `vite preview`, as users will run it.
 * Each worker starts its own local tenant (fixtures.ts), so tests never share state.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await build({ logLevel: "warn", mode: "production" });
  const port = await freePort();
  const server = await preview({
    logLevel: "warn",
    preview: { host: "127.0.0.1", port, strictPort: true, open: false },
  });
  process.env.CONSOLE_URL = `http://127.0.0.1:${port}`;
  return async () => {
    await server.close();
  };
}
