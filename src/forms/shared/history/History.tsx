import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { consoleStoreOptions } from "../../../api/history/storeOptions";
import type { HistoryProps } from "./HistoryRegion";

const HistoryRegion = lazy(() => import("./HistoryRegion"));

/**
 * An object's **History**, where the console's server keeps a store: nothing at all (no
 * region, no request) where it keeps none. The region and its restore load with the first one
 * shown, so a screen without a store never loads them.
 */
export function History(props: HistoryProps) {
  const store = useQuery(consoleStoreOptions());
  if (store.data !== true) return null;
  return (
    <Suspense fallback={<p aria-busy="true">…</p>}>
      <HistoryRegion {...props} />
    </Suspense>
  );
}
