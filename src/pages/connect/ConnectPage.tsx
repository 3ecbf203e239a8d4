import { useState } from "react";
import { normalizeTenantUrl } from "../../api/tenantUrl";
import { LazyConnectForm } from "../../forms/connect/LazyConnectForm";
import { connectMessages } from "../../forms/connect/messages";
import type { ConnectValues } from "../../forms/connect/rules";
import { useSessionStore } from "../../session/SessionContext";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { useProxyingOrigin } from "./useProxyingOrigin";

const text = connectMessages;

export function ConnectPage() {
  const store = useSessionStore();
  const proxyingOrigin = useProxyingOrigin();
  // A connection that would skip this console's proxy waits for the user's yes.
  const [direct, setDirect] = useState<ConnectValues | undefined>(undefined);
  const onConnect = (values: ConnectValues) => {
    const connection = { ...values, tenantUrl: normalizeTenantUrl(values.tenantUrl) };
    if (proxyingOrigin && connection.tenantUrl !== proxyingOrigin) setDirect(connection);
    else store.connect(connection);
  };
  return (
    <section aria-labelledby="connect-heading" className="narrow stack">
      <h1 id="connect-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      <LazyConnectForm
        defaultTenantUrl={store.lastTenantUrl() ?? ""}
        onConnect={onConnect}
        ownOrigin={proxyingOrigin}
      />
      {direct && proxyingOrigin ? (
        <ConfirmPanel
          question={text.directQuestion(direct.tenantUrl)}
          consequence={text.directConsequence(proxyingOrigin)}
          confirmLabel={text.connectDirectly}
          cancelLabel={text.backToForm}
          onConfirm={() => store.connect(direct)}
          onCancel={() => setDirect(undefined)}
        />
      ) : null}
      <details>
        <summary>{text.apiDetailSummary}</summary>
        <p>{text.apiDetail("{Tenant URL}/api/v2")}</p>
      </details>
    </section>
  );
}
