import { useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { logoUrl } from "../../api/schemas/organization";
import { Button } from "../../ui/Button";
import { IsolatedText } from "../../ui/IsolatedText";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

const text = organizationMessages.logo;

/**
 * The logo is fetched only when the person presses Show logo: loading it tells the logo's host
 * (whoever set the URL) when the page was opened and from where, so opening an organization
 * must not. Until then the address is shown as text. Only a URL that passes the contract's
 * https check is offered (`javascript:` and `data:` never reach an <img>), and an edit of the
 * field hides the image again: a new address is loaded only when asked for too.
 */
export function LogoPreview({ control }: { control: Control<OrganizationFormValues> }) {
  const url = useWatch({ control, name: "branding.logo_url" });
  const [asked, setAsked] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (url === "" || !logoUrl.safeParse(url).success) return null;
  if (asked !== url) {
    return (
      <div className="logo-preview">
        <span className="logo-address mono">
          <IsolatedText text={url} breakAtSeparators />
        </span>
        <Button onClick={() => setAsked(url)}>{text.show}</Button>
      </div>
    );
  }
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
