import type { ApiPath } from "../../api/apiPath";
import { toCurl } from "../../api/curl";
import type { HttpMethod } from "../../api/httpMethod";
import { CopyButton } from "../../ui/CopyButton";
import { sharedFormMessages } from "./messages";

const text = sharedFormMessages.request;

interface RequestPreviewProps {
  baseUrl: string;
  method: HttpMethod;
  path: ApiPath;
  body: unknown;
}

/** The exact request the form would send, and a cURL command with the token left as $TOKEN. */
export function RequestPreview({ baseUrl, method, path, body }: RequestPreviewProps) {
  const json = JSON.stringify(body, null, 2);
  return (
    <details className="request-preview">
      <summary>{text.summary}</summary>
      <p className="mono">
        {method} /api/v2{path}
      </p>
      {/* Focusable so a keyboard can scroll a long body (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard. */}
      <section aria-label={text.body} className="request-body" tabIndex={0}>
        <pre className="mono">{json}</pre>
      </section>
      <CopyButton label={text.copyCurl} text={toCurl({ baseUrl, method, path, body })} />
    </details>
  );
}
