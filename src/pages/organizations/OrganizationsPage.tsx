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
  if (id !== undefined) return <OrganizationPage key={id} client={client} id={id} />;
  return (
    <OrganizationList
      client={client}
      blockedBy={cannotList}
      canCreate={cannotCreate === undefined}
    />
  );
}
