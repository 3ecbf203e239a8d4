import { createServer, type ViteDevServer } from "vite";
import { freePort } from "./freePort.ts";

/**
 * `npm start` as a user runs it, with the given environment (TENANT_URL, client credentials):
 * the plugin reads the environment when the config loads, so it is set only for that moment.
 */
export async function startDevServer(env: Record<string, string>): Promise<{
  url: string;
  server: ViteDevServer;
}> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const port = await freePort();
    const server = await createServer({
      logLevel: "warn",
      server: { host: "127.0.0.1", port, strictPort: true, hmr: false, open: false },
    });
    await server.listen();
    return { url: `http://127.0.0.1:${port}`, server };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
