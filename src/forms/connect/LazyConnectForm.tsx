import { type ComponentProps, lazy, Suspense } from "react";
import type { ConnectForm } from "./ConnectForm";

/**
 * The connect form with react-hook-form under it loads apart from the entry (decision 014): a
 * returning user's first row needs neither. main.tsx loads it before the first render of a tab
 * without a session, so the connect screen appears whole.
 */
export const loadConnectForm = () => import("./ConnectForm");

const Form = lazy(async () => ({ default: (await loadConnectForm()).ConnectForm }));

export function LazyConnectForm(props: ComponentProps<typeof ConnectForm>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
