import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import type { TokenExchangeProfileDetails } from "./TokenExchangeProfileDetails";

const load = () => import("./TokenExchangeProfileDetails");
const Details = lazy(async () => ({ default: (await load()).TokenExchangeProfileDetails }));

/**
 * The details drawer, with Ariakit's dialog under it, loads apart from the first row (decision
 * 014): fetched when the list has rows and the page is idle, so a click opens it at once.
 */
export function usePreloadDetails(hasRows: boolean): void {
  useEffect(() => {
    if (!hasRows) return;
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(load, 1_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => void load(), { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [hasRows]);
}

export function LazyProfileDetails(props: ComponentProps<typeof TokenExchangeProfileDetails>) {
  return (
    <Suspense fallback={null}>
      <Details {...props} />
    </Suspense>
  );
}
