import { useRef } from "react";
import type { Organization } from "../../api/schemas";
import { CopyButton } from "../../ui/CopyButton";
import { IsolatedText } from "../../ui/IsolatedText";
import { useFocusOnMount } from "../../ui/useFocusAfterRender";

interface Props {
  organization: Organization;
  onCreateAnother: () => void;
}

const yes = (flag: boolean | undefined) => (flag ? "yes" : "no");

/** The API's block / allow, as what it means for third-party clients. */
const THIRD_PARTY: Record<Organization["third_party_client_access"] & string, string> = {
  block: "blocked",
  allow: "allowed",
};

const count = (value: number | undefined) =>
  value === undefined ? "not set" : new Intl.NumberFormat().format(value);

/** Every field the tenant returned; focus lands on the heading so the outcome is heard first. */
export function CreatedOrganization({ organization: org, onCreateAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const metadata = Object.entries(org.metadata ?? {});
  const quota = org.token_quota?.client_credentials;
  const colors = org.branding?.colors;

  return (
    <div className="created-organization stack">
      <div className="banner success">
        <h2 ref={heading} tabIndex={-1}>
          Organization created
        </h2>
        <p>
          <IsolatedText text={org.display_name ?? org.name} /> is ready to use; the tenant returned
          the values below.
        </p>
      </div>
      <dl className="result">
        <dt>Id</dt>
        <dd>
          <code>{org.id}</code> <CopyButton label="Copy id" text={org.id} />
        </dd>
        <dt>Name</dt>
        <dd>
          <code>
            <IsolatedText text={org.name} />
          </code>
        </dd>
        {org.display_name !== undefined ? (
          <>
            <dt>Display name</dt>
            <dd>
              <IsolatedText text={org.display_name} />
            </dd>
          </>
        ) : null}
        {org.branding?.logo_url !== undefined ? (
          <>
            <dt>Logo URL</dt>
            <dd className="mono">
              <IsolatedText text={org.branding.logo_url} />
            </dd>
          </>
        ) : null}
        {colors ? (
          <>
            <dt>Colors</dt>
            <dd>
              {[
                colors.primary && `primary ${colors.primary}`,
                colors.page_background && `page background ${colors.page_background}`,
              ]
                .filter(Boolean)
                .join(", ")}
            </dd>
          </>
        ) : null}
        <dt>Third-party clients</dt>
        <dd>
          {org.third_party_client_access === undefined
            ? "not stated"
            : THIRD_PARTY[org.third_party_client_access]}
        </dd>
        {quota ? (
          <>
            <dt>Token quota (client credentials)</dt>
            <dd>
              Enforced: {yes(quota.enforce)}; per day: {count(quota.per_day)}; per hour:{" "}
              {count(quota.per_hour)}
            </dd>
          </>
        ) : null}
      </dl>

      {metadata.length > 0 ? (
        <table className="result-table">
          <caption>Metadata ({metadata.length})</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {metadata.map(([key, value]) => (
              <tr key={key}>
                <td className="mono">
                  <IsolatedText text={key} />
                </td>
                <td>
                  <IsolatedText text={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {org.enabled_connections && org.enabled_connections.length > 0 ? (
        <table className="result-table">
          <caption>Enabled connections ({org.enabled_connections.length})</caption>
          <thead>
            <tr>
              <th scope="col">Connection</th>
              <th scope="col">Assign membership on login</th>
              <th scope="col">Show as button</th>
              <th scope="col">Signup enabled</th>
            </tr>
          </thead>
          <tbody>
            {org.enabled_connections.map((connection) => (
              <tr key={connection.connection_id}>
                <td>
                  <code>{connection.connection_id}</code>
                  {connection.connection ? (
                    <>
                      {" "}
                      <IsolatedText text={connection.connection.name} /> (
                      <IsolatedText text={connection.connection.strategy} />)
                    </>
                  ) : null}
                </td>
                <td>{yes(connection.assign_membership_on_login)}</td>
                <td>{yes(connection.show_as_button)}</td>
                <td>{yes(connection.is_signup_enabled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div>
        <button type="button" className="primary" onClick={onCreateAnother}>
          Create another
        </button>
      </div>
    </div>
  );
}
