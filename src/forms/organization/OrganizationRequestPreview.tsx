import { memo, useDeferredValue, useEffect, useRef, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { apiPath } from "../../api/apiPath";
import { RequestPreview } from "../shared/RequestPreview";
import { buildOrganizationBody } from "./buildBody";
import type { OrganizationFormValues } from "./schema";

const ORGANIZATIONS_PATH = apiPath`/organizations`;

/** Renders only when the deferred body changes, not on the keystroke that changed it. */
const DeferredPreview = memo(RequestPreview);

/**
 * The request preview follows the form only while its <details> is open: closed, a keystroke
 * costs no body building, JSON or cURL. Open, the JSON and cURL follow a moment later
 * (useDeferredValue), so the keystroke shows first. `toggle` does not bubble, hence the
 * capturing listener.
 */
export function OrganizationRequestPreview({
  control,
  baseUrl,
}: {
  control: Control<OrganizationFormValues>;
  baseUrl: string;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) setOpen(event.target.open);
    };
    element.addEventListener("toggle", onToggle, true);
    return () => element.removeEventListener("toggle", onToggle, true);
  }, []);

  const body = useDeferredValue(
    useWatch({ control, compute: buildOrganizationBody, disabled: !open }),
  );
  return (
    <div ref={wrapper}>
      <DeferredPreview baseUrl={baseUrl} method="POST" path={ORGANIZATIONS_PATH} body={body} />
    </div>
  );
}
