import { useRef } from "react";
import type { Organization } from "../../api/schemas/organization";
import { formatNumber } from "../../lib/format";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { CopyButton } from "../../ui/CopyButton";
import { IsolatedText } from "../../ui/IsolatedText";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";
import { organizationMessages } from "./messages";

interface Props {
  organization: Organization;
  onCreateAnother: () => void;
  /** The organization's page, when the token may read it: the link Open organization. */
  openHref?: string | undefined;
}

const text = organizationMessages.created;
const flags = organizationMessages.connections.flags;

const yes = (flag: boolean | undefined) => (flag ? text.yes : text.no);

/** The API's block / allow, as what it means for third-party clients. */
const THIRD_PARTY: Record<Organization["third_party_client_access"] & string, string> = {
  block: text.blocked,
  allow: text.allowed,
};

const count = (value: number | undefined) =>
  value === undefined ? text.notSet : formatNumber(value);

/** Every field the tenant returned; focus lands on the heading so the outcome is heard first. */
export function CreatedOrganization({ organization: org, onCreateAnother, openHref }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const metadata = Object.entries(org.metadata ?? {});
  const quota = org.token_quota?.client_credentials;
  const colors = org.branding?.colors;

  return (
    <div className="created-organization stack">
      <Banner tone="success">
        <h2 ref={heading} tabIndex={-1}>
          {text.heading}
        </h2>
        <p>{text.ready(<IsolatedText key="name" text={org.display_name ?? org.name} />)}</p>
      </Banner>
      <dl className="result card">
        <dt>{text.id}</dt>
        <dd>
          <code>{org.id}</code> <CopyButton label={text.copyId} text={org.id} />
        </dd>
        <dt>{text.name}</dt>
        <dd>
          <code>
            <IsolatedText text={org.name} />
          </code>
        </dd>
        {org.display_name !== undefined ? (
          <>
            <dt>{text.displayName}</dt>
            <dd>
              <IsolatedText text={org.display_name} />
            </dd>
          </>
        ) : null}
        {org.branding?.logo_url !== undefined ? (
          <>
            <dt>{text.logoUrl}</dt>
            <dd className="mono">
              <IsolatedText text={org.branding.logo_url} />
            </dd>
          </>
        ) : null}
        {colors ? (
          <>
            <dt>{text.colors}</dt>
            <dd>
              {[
                colors.primary && text.primary(colors.primary),
                colors.page_background && text.pageBackground(colors.page_background),
              ]
                .filter(Boolean)
                .join(", ")}
            </dd>
          </>
        ) : null}
        <dt>{text.thirdParty}</dt>
        <dd>
          {org.third_party_client_access === undefined
            ? text.notStated
            : THIRD_PARTY[org.third_party_client_access]}
        </dd>
        {quota ? (
          <>
            <dt>{text.quota}</dt>
            <dd>
              {text.quotaSummary(yes(quota.enforce), count(quota.per_day), count(quota.per_hour))}
            </dd>
          </>
        ) : null}
      </dl>

      {metadata.length > 0 ? (
        <table className="result-table cards-on-phone">
          <caption>{text.metadataCaption(formatNumber(metadata.length))}</caption>
          <thead>
            <tr>
              <th scope="col">{text.key}</th>
              <th scope="col">{text.value}</th>
            </tr>
          </thead>
          <tbody>
            {metadata.map(([key, value]) => (
              <tr key={key}>
                <td className="mono" data-label={text.key}>
                  <IsolatedText text={key} />
                </td>
                <td data-label={text.value}>
                  <IsolatedText text={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {org.enabled_connections && org.enabled_connections.length > 0 ? (
        <table className="result-table cards-on-phone">
          <caption>{text.connectionsCaption(formatNumber(org.enabled_connections.length))}</caption>
          <thead>
            <tr>
              <th scope="col">{text.connection}</th>
              <th scope="col">{flags.assign_membership_on_login}</th>
              <th scope="col">{flags.show_as_button}</th>
              <th scope="col">{flags.is_signup_enabled}</th>
            </tr>
          </thead>
          <tbody>
            {org.enabled_connections.map((connection) => (
              <tr key={connection.connection_id}>
                <td data-label={text.connection}>
                  {/* One element: a phone's card lays out each child of the cell apart. */}
                  <span>
                    <code>{connection.connection_id}</code>
                    {connection.connection ? (
                      <>
                        {" "}
                        <IsolatedText text={connection.connection.name} /> (
                        <IsolatedText text={connection.connection.strategy} />)
                      </>
                    ) : null}
                  </span>
                </td>
                <td data-label={flags.assign_membership_on_login}>
                  {yes(connection.assign_membership_on_login)}
                </td>
                <td data-label={flags.show_as_button}>{yes(connection.show_as_button)}</td>
                <td data-label={flags.is_signup_enabled}>{yes(connection.is_signup_enabled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div className="created-actions">
        {openHref ? (
          <a href={openHref} className="button primary">
            {text.open}
          </a>
        ) : null}
        <Button className={openHref ? undefined : "primary"} onClick={onCreateAnother}>
          {text.createAnother}
        </Button>
      </div>
    </div>
  );
}
