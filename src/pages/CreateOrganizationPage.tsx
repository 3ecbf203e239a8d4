import { useState } from "react";
import type { Organization } from "../api/schemas";
import { OPERATION_SCOPES } from "../api/schemas/scopes";
import { CreatedOrganization } from "../forms/organization/CreatedOrganization";
import { OrganizationForm } from "../forms/organization/OrganizationForm";
import "../forms/organization/organizationForm.css";
import { useSession } from "../session/SessionContext";
import { useApiClient } from "../session/useApiClient";
import { useWriteScope } from "../session/useWriteScope";
import { MissingScopeNotice } from "../ui/MissingScopeNotice";

export default function CreateOrganizationPage() {
  const session = useSession();
  const client = useApiClient();
  const [created, setCreated] = useState<Organization | null>(null);
  const [another, setAnother] = useState(false);
  const blocked = useWriteScope("createOrganization");
  // useApiClient has already refused to render without a session.
  const tenantUrl = session?.tenantUrl ?? "";

  return (
    <section aria-labelledby="create-organization-heading" className="create-organization">
      <h1 id="create-organization-heading">Create organization</h1>
      <MissingScopeNotice problem={blocked} />
      {created ? (
        <CreatedOrganization
          organization={created}
          onCreateAnother={() => {
            setCreated(null);
            setAnother(true);
          }}
        />
      ) : (
        <>
          <p className="intro">
            Every value is checked against the interface's rules before anything is sent to{" "}
            <code>POST /api/v2/organizations</code>. Only what you fill in is sent.
          </p>
          <OrganizationForm
            client={client}
            tenantUrl={tenantUrl}
            onCreated={setCreated}
            focusNameOnMount={another}
            blockedBy={blocked}
            canListConnections={session?.claims.scopes.includes(OPERATION_SCOPES.listConnections)}
          />
        </>
      )}
    </section>
  );
}
