import { QueryClient } from "@tanstack/react-query";

/** The app's query client; tests render through the same one (src/test/render.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The fetch layer owns retries (429 waits, GET backoff); a second layer would multiply them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
