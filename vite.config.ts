import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { consoleServer } from "./server/consoleServerPlugin.ts";

export default defineConfig({
  // Vitest runs a Vite server too; the local tenant and proxy have no place in unit tests.
  plugins: [react(), ...(process.env.VITEST ? [] : [consoleServer()])],
  build: { target: "es2022", sourcemap: false },
  // No CORS grant: only the console's own page may call its servers (decision 007).
  server: { host: "127.0.0.1", cors: false },
  preview: { host: "127.0.0.1", cors: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: { name: "tenant", include: ["tenant/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
