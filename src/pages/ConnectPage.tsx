import { normalizeTenantUrl } from "../api/tenantUrl";
import { ConnectForm } from "../forms/connect/ConnectForm";
import type { ConnectValues } from "../forms/connect/rules";
import { useSessionStore } from "../session/SessionContext";

export function ConnectPage() {
  const store = useSessionStore();
  const onConnect = (values: ConnectValues) => {
    store.connect({ ...values, tenantUrl: normalizeTenantUrl(values.tenantUrl) });
  };
  return (
    <section aria-labelledby="connect-heading" className="narrow">
      <h1 id="connect-heading">Connect to a tenant</h1>
      <p>
        The console calls <code>{"{Tenant URL}"}/api/v2</code> with your token. Use a token with
        only the scopes you need; it is kept in this tab's memory and forgotten on Sign out.
      </p>
      <ConnectForm defaultTenantUrl={store.lastTenantUrl() ?? ""} onConnect={onConnect} />
    </section>
  );
}
