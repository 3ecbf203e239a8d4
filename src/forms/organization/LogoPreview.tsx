import { useEffect, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { logoUrl } from "../../api/schemas/organization";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

/** Waits for a pause in typing, so "https://e", "https://ex"… are not each fetched. */
const SETTLE_MS = 300;
const text = organizationMessages.logo;

/**
 * Shows the logo only for a URL that passes the contract's https check: `javascript:` and
 * `data:` never reach an <img>. The image is only shown while the settled URL is still the one
 * in the field, so an edit hides it at once.
 */
export function LogoPreview({ control }: { control: Control<OrganizationFormValues> }) {
  const url = useWatch({ control, name: "branding.logo_url" });
  const [settled, setSettled] = useState(url);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(url), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  if (settled !== url || url === "" || !logoUrl.safeParse(url).success) return null;
  // An address that answered with no image gets a placeholder, never the browser's broken icon.
  const unreachable = failed === url;
  return (
    <figure className="logo-preview">
      {unreachable ? (
        <span className="logo-placeholder" aria-hidden="true">
          {text.placeholder}
        </span>
      ) : (
        <img
          src={url}
          alt={text.preview}
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
          onLoad={() => setFailed(null)}
        />
      )}
      <figcaption aria-live="polite">{unreachable ? text.failed : text.preview}</figcaption>
    </figure>
  );
}
