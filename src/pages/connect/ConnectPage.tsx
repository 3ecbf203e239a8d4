import { normalizeTenantUrl } from "../../api/tenantUrl";
import { LazyConnectForm } from "../../forms/connect/LazyConnectForm";
import { connectMessages } from "../../forms/connect/messages";
import type { ConnectValues } from "../../forms/connect/rules";
import { useSessionStore } from "../../session/SessionContext";

const text = connectMessages;

export function ConnectPage() {
  const store = useSessionStore();
  const onConnect = (values: ConnectValues) => {
    store.connect({ ...values, tenantUrl: normalizeTenantUrl(values.tenantUrl) });
  };
  return (
    <section aria-labelledby="connect-heading" className="narrow stack">
      <h1 id="connect-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      <LazyConnectForm defaultTenantUrl={store.lastTenantUrl() ?? ""} onConnect={onConnect} />
      <details>
        <summary>{text.apiDetailSummary}</summary>
        <p>{text.apiDetail("{Tenant URL}/api/v2")}</p>
      </details>
    </section>
  );
}
