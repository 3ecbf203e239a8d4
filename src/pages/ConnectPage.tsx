import { normalizeTenantUrl } from "../api/tenantUrl";
import { ConnectForm } from "../forms/connect/ConnectForm";
import type { ConnectValues } from "../forms/connect/rules";
import { messages } from "../lib/messages";
import { useSessionStore } from "../session/SessionContext";

const text = messages.connect;

export function ConnectPage() {
  const store = useSessionStore();
  const onConnect = (values: ConnectValues) => {
    store.connect({ ...values, tenantUrl: normalizeTenantUrl(values.tenantUrl) });
  };
  return (
    <section aria-labelledby="connect-heading" className="narrow stack">
      <h1 id="connect-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      <ConnectForm defaultTenantUrl={store.lastTenantUrl() ?? ""} onConnect={onConnect} />
      <details>
        <summary>{text.apiDetailSummary}</summary>
        <p>{text.apiDetail("{Tenant URL}/api/v2")}</p>
      </details>
    </section>
  );
}
