import { useEffect, useState } from "react";
import { normalizeTenantUrl } from "../../api/tenantUrl";
import { LazyConnectForm } from "../../forms/connect/LazyConnectForm";
import { connectMessages } from "../../forms/connect/messages";
import type { ConnectValues } from "../../forms/connect/rules";
import { useTokenCheck } from "../../forms/connect/useTokenCheck";
import { useSessionStore } from "../../session/SessionContext";
import { ConfirmPanel } from "../../ui/ConfirmPanel";
import { ServerSession } from "./ServerSession";
import { useOwnOrigin } from "./useOwnOrigin";

const text = connectMessages;

/** `signedOut`: the user has just signed out, which the screen says before anything else. */
export function ConnectPage({ signedOut = false }: { signedOut?: boolean }) {
  const store = useSessionStore();
  // Filled after the first render: a live region that arrives with its text is not announced.
  const [farewell, setFarewell] = useState("");
  useEffect(() => setFarewell(signedOut ? text.signedOut : ""), [signedOut]);
  const own = useOwnOrigin();
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
    <section aria-labelledby="connect-heading" className="narrow stack connect-page">
      <h1 id="connect-heading">{text.heading}</h1>
      {/* Raw, not <Banner>: one live region, drawn as a banner only while it has something to say. */}
      <p role="status" className={farewell ? "banner success" : "visually-hidden"}>
        {farewell}
      </p>
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
    </section>
  );
}
