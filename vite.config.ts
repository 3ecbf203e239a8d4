import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { consoleServer } from "./server/consoleServerPlugin.ts";

export default defineConfig({
  // Vitest runs a Vite server too; the local tenant and proxy have no place in unit tests.
  plugins: [react(), ...(process.env.VITEST ? [] : [consoleServer()])],
  build: { target: "es2022", sourcemap: false },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
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
