import { useState } from "react";
import { normalizeTenantUrl } from "../../api/tenantUrl";
import { LazyConnectForm } from "../../forms/connect/LazyConnectForm";
import { connectMessages as text } from "../../forms/connect/messages";
import type { ConnectValues } from "../../forms/connect/rules";
import { useTokenCheck } from "../../forms/connect/useTokenCheck";
import { useSessionStore } from "../../session/SessionContext";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { ServerSession } from "./ServerSession";
import type { OwnOrigin } from "./useOwnOrigin";

/**
 * Connecting with a token: typed, or the server's own session in credentials mode. `own` is the
 * page's origin when its server answers `/api/v2` there.
 */
export function TokenConnect({ own }: { own: OwnOrigin | undefined }) {
  const store = useSessionStore();
  // Only a proxy is worth a warning: another origin would skip its audit log.
  const proxyingOrigin =
    own?.tenant === "proxy" || own?.tenant === "credentials" ? own.origin : undefined;
  // A connection that would skip this console's proxy waits for the user's yes.
  const [direct, setDirect] = useState<ConnectValues | undefined>(undefined);
  const check = useTokenCheck();
  const connect = (values: ConnectValues) =>
    check.run(values.tenantUrl, values.token, () => store.connect(values));
  const onConnect = (values: ConnectValues) => {
    const connection = { ...values, tenantUrl: normalizeTenantUrl(values.tenantUrl) };
    if (proxyingOrigin && connection.tenantUrl !== proxyingOrigin) setDirect(connection);
    else void connect(connection);
  };
  const credentials = own?.tenant === "credentials";

  return (
    <>
      {credentials ? (
        <ServerSession onSession={(session) => store.connect(session)} />
      ) : (
        <p>{text.intro}</p>
      )}
      {credentials ? <h2>{text.manualHeading}</h2> : null}
      <LazyConnectForm
        defaultTenantUrl={store.lastTenantUrl() ?? ""}
        onConnect={onConnect}
        ownOrigin={own?.origin}
        ownOriginHint={own?.tenant === "local-tenant" ? text.localTenantHint : text.ownOriginHint}
        checking={check.checking}
        problem={check.problem}
        secondary={credentials}
      />
      {direct && proxyingOrigin ? (
        <ConfirmPanel
          question={text.directQuestion(direct.tenantUrl)}
          consequence={text.directConsequence(proxyingOrigin)}
          confirmLabel={text.connectDirectly}
          cancelLabel={text.backToForm}
          onConfirm={() => {
            setDirect(undefined);
            void connect(direct);
          }}
          onCancel={() => setDirect(undefined)}
        />
      ) : null}
      <details>
        <summary>{text.apiDetailSummary}</summary>
        <p>{text.apiDetail("{Tenant URL}/api/v2")}</p>
      </details>
    </>
  );
}
