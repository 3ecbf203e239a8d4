import { useEffect, useRef, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { apiPath } from "../../api";
import { RequestPreview } from "../RequestPreview";
import { buildOrganizationBody } from "./buildBody";
import type { OrganizationFormValues } from "./schema";

const ORGANIZATIONS_PATH = apiPath`/organizations`;

/**
 * The request preview follows the form only while its <details> is open: closed, a keystroke
 * costs no body building, JSON or cURL. `toggle` does not bubble, hence the capturing listener.
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

  const body = useWatch({ control, compute: buildOrganizationBody, disabled: !open });
  return (
    <div ref={wrapper}>
      <RequestPreview baseUrl={baseUrl} method="POST" path={ORGANIZATIONS_PATH} body={body} />
    </div>
  );
}
