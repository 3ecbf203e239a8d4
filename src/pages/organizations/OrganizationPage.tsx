import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { describeApiError, isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { organizationDeleted, organizationSaved } from "../../api/organizations/cache";
import { organizationOptions } from "../../api/organizations/get";
import { ID_PATTERNS } from "../../api/schemas/idPatterns";
import type { Organization } from "../../api/schemas/organization";
import { OrganizationSettingsForm } from "../../forms/organization/OrganizationSettingsForm";
import { History } from "../../forms/shared/history/History";
import { Banner } from "../../ui/Banner";
import "../../forms/organization/organization.css";
import { useSession } from "../../session/SessionContext";
import { useScopeProblem } from "../../session/useScopeProblem";
import { IsolatedText } from "../../ui/IsolatedText";
import { DeleteOrganization } from "./DeleteOrganization";
import { organizationsMessages } from "./messages";
import { OrganizationConnections } from "./OrganizationConnections";
import { OrganizationMembers } from "./OrganizationMembers";
import { ORGANIZATIONS_PATH } from "./organizationPath";

const text = organizationsMessages;

interface Props {
  client: ApiClient;
  id: string;
  /** The organization is gone (its name): the list shows next and says so. */
  onDeleted: (name: string) => void;
}

/** `#/organizations/{id}`: Settings, Connections, Members and Delete organization. */
export function OrganizationPage({ client, id, onDeleted }: Props) {
  const headingId = useId();
  const settingsId = useId();
  const cache = useQueryClient();
  const tenantUrl = useSession()?.tenantUrl ?? "";
  const cannotRead = useScopeProblem("getOrganization");
  const cannotUpdate = useScopeProblem("updateOrganization");
  // An address no organization can have (a typo, a cut link) is answered without a read: the
  // read would only be refused as an invalid request, in the contract's words.
  const wellFormed = ID_PATTERNS.organization.test(id);
  const query = useQuery({
    ...organizationOptions(client, id),
    enabled: cannotRead === undefined && wellFormed,
  });
  const organization = query.data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = organization !== undefined;
  // Arriving here (Open organization, a link of the list) dropped the focus with the page left:
  // the heading takes it once the organization shows, and only then.
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  const onSaved = (saved: Organization) => organizationSaved(cache, saved);
  const onGone = (name: string) => {
    organizationDeleted(cache, id);
    onDeleted(name);
    window.location.hash = `#${ORGANIZATIONS_PATH}`;
  };

  const back = (
    <a href={`#${ORGANIZATIONS_PATH}`} className="back-link">
      {text.page.back}
    </a>
  );
  if (organization === undefined) {
    const problem = cannotRead
      ? `${cannotRead}.`
      : !wellFormed
        ? text.page.malformed
        : query.isError
          ? isApiError(query.error) && query.error.status === 404
            ? text.page.notFound
            : describeApiError(query.error)
          : text.page.loading;
    return (
      <section aria-busy={query.isFetching} className="stack">
        {back}
        <p role={query.isError || !wellFormed ? "alert" : "status"}>
          {/* An error quotes what the tenant sent: the text it broke the contract with. */}
          {query.isError ? <IsolatedText text={problem} /> : problem}
        </p>
      </section>
    );
  }
  const ref = { id: organization.id, name: organization.name };
  return (
    <article aria-labelledby={headingId} className="organization-page stack">
      <div className="page-header">
        <div>
          {back}
          <h1 id={headingId} ref={headingRef} tabIndex={-1}>
            <IsolatedText text={organization.display_name ?? organization.name} />
          </h1>
          <p className="mono muted">
            <IsolatedText text={organization.name} /> · {text.page.id}{" "}
            <IsolatedText text={organization.id} />
          </p>
        </div>
      </div>
      <section aria-labelledby={settingsId} className="stack">
        <h2 id={settingsId}>{text.settings.heading}</h2>
        {cannotUpdate ? (
          <Banner as="p" tone="warning">
            {cannotUpdate}.
          </Banner>
        ) : null}
        <OrganizationSettingsForm
          client={client}
          tenantUrl={tenantUrl}
          organization={organization}
          onSaved={onSaved}
          blockedBy={cannotUpdate}
        />
      </section>
      <OrganizationConnections client={client} organization={ref} />
      <OrganizationMembers client={client} organization={ref} />
      <History client={client} type="organization" id={organization.id} />
      <DeleteOrganization client={client} organization={ref} onDeleted={() => onGone(ref.name)} />
    </article>
  );
}
