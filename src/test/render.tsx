import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createQueryClient } from "../app/queryClient";

/**
 * Renders a screen or form the way the app does: inside a QueryClientProvider with the app's
 * own query client (no retries of its own, no refetch on focus), a fresh one per test.
 */
export function renderWithQueryClient(ui: ReactElement) {
  const queryClient = createQueryClient();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient };
}
