import { useEffect, useState } from "react";
import { useApiClient } from "../../session/useApiClient";
import { useScopeProblem } from "../../session/useScopeProblem";
import { useHashRoute } from "../../ui/useHashRoute";
import { OrganizationList } from "./OrganizationList";
import { OrganizationPage } from "./OrganizationPage";
import { organizationIdFromPath } from "./organizationPath";
import "./organizations.css";

/** `#/organizations` lists them; `#/organizations/{id}` is one organization's page. */
export default function OrganizationsPage() {
  const client = useApiClient();
  const id = organizationIdFromPath(useHashRoute());
  const cannotList = useScopeProblem("listOrganizations");
  const cannotCreate = useScopeProblem("createOrganization");
  // The name of the organization just deleted, which the list it lands on names.
  const [deleted, setDeleted] = useState<string | undefined>(undefined);
  // Opening an organization forgets it: back on the list, that news would be old.
  useEffect(() => {
    if (id !== undefined) setDeleted(undefined);
  }, [id]);
  if (id !== undefined) {
    return <OrganizationPage key={id} client={client} id={id} onDeleted={setDeleted} />;
  }
  return (
    <OrganizationList
      client={client}
      blockedBy={cannotList}
      canCreate={cannotCreate === undefined}
      deleted={deleted}
    />
  );
}
