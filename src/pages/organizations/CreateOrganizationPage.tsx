import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { organizationCreated } from "../../api/organizations/cache";
import type { Organization } from "../../api/schemas/organization";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { CreatedOrganization } from "../../forms/organization/CreatedOrganization";
import { OrganizationForm } from "../../forms/organization/OrganizationForm";
import "../../forms/organization/organization.css";
import { organizationMessages } from "../../forms/organization/messages";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useScopeProblem } from "../../session/useScopeProblem";
import { useWriteScope } from "../../session/useWriteScope";
import { WritePage } from "../../ui/WritePage";
import { organizationHash } from "./organizationPath";
import "./organizations.css";

const text = organizationMessages.page;

export default function CreateOrganizationPage() {
  const session = useSession();
  const client = useApiClient();
  const cache = useQueryClient();
  const [created, setCreated] = useState<Organization | null>(null);
  const [another, setAnother] = useState(false);
  const blocked = useWriteScope("createOrganization");
  const cannotOpen = useScopeProblem("getOrganization");
  // useApiClient has already refused to render without a session.
  const tenantUrl = session?.tenantUrl ?? "";

  return (
    <WritePage
      headingId="create-organization-heading"
      heading={text.heading}
      intro={created ? null : <p>{text.intro}</p>}
      blockedBy={blocked}
      className="create-organization"
    >
      {created ? (
        <CreatedOrganization
          organization={created}
          openHref={cannotOpen ? undefined : organizationHash(created.id)}
          onCreateAnother={() => {
            setCreated(null);
            setAnother(true);
          }}
        />
      ) : (
        <OrganizationForm
          client={client}
          tenantUrl={tenantUrl}
          onCreated={(organization) => {
            organizationCreated(cache, organization);
            setCreated(organization);
          }}
          focusNameOnMount={another}
          blockedBy={blocked}
          canListConnections={session?.claims.scopes.includes(OPERATION_SCOPES.listConnections)}
        />
      )}
    </WritePage>
  );
}
