import { Dialog } from "@ariakit/react";
import { type ReactNode, useRef } from "react";
import type { ApiClient } from "../../../api/client";
import type { ConsoleRole } from "../../../api/consoleRoles";
import { OPERATION_SCOPES } from "../../../api/schemas/scopes";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { History } from "../../../forms/shared/history/History";
import { Button } from "../../../ui/Button";
import { IsolatedText } from "../../../ui/IsolatedText";
import { ActionName } from "../grid/ActionName";
import { CopyIdButton } from "../grid/CopyIdButton";
import { FIELD_LABELS } from "../grid/columns";
import { exactTime, relativeTime } from "../grid/relativeTime";
import { tokenExchangeProfilesMessages as text } from "../messages";
import { extraProperties, readableExtraProperties } from "./extraProperties";
import { ProfileActions } from "./ProfileActions";
import type { DetailsProfile } from "./useDetailsProfile";

interface TokenExchangeProfileDetailsProps {
  /** The id in the URL; its profile may not be read (yet). */
  id: string;
  details: DetailsProfile;
  client: ApiClient;
  scopes: readonly string[];
  /** The signed-in person's role (null: none); undefined when a token connects. */
  role?: ConsoleRole | null | undefined;
  nowMs: number;
  onClose: () => void;
  /** Announces a copy to screen readers, beside the list. */
  onAnnounce: (message: string) => void;
  /** The profile was saved: its times moved. */
  onSaved: () => void;
  /** The profile was deleted: the list says so ("Deleted profile …"), as the drawer closes. */
  onDeleted: (news: string) => void;
}

const label = (field: keyof typeof FIELD_LABELS) => FIELD_LABELS[field];

/** Both forms in plain sight: the panel has room for them. */
function ExactTime({ iso, nowMs }: { iso: string; nowMs: number }) {
  return (
    <>
      <time dateTime={iso} title={/* console text: a date the console formats */ iso}>
        {exactTime(iso)}
      </time>{" "}
      ({relativeTime(iso, nowMs)})
    </>
  );
}

/**
 * The drawer beside the list (a full-screen sheet on phones, profiles.css), on Ariakit's Dialog:
 * not modal, so the list stays usable beside it; Escape closes it; focus goes to its heading.
 * It is a named region, the testing contract's "Details of {name}".
 */
export function TokenExchangeProfileDetails({
  id,
  details,
  client,
  scopes,
  role,
  nowMs,
  onClose,
  onAnnounce,
  onSaved,
  onDeleted,
}: TokenExchangeProfileDetailsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { profile, missing, retry } = details;
  return (
    <Dialog
      open
      modal={false}
      portal={false}
      hideOnInteractOutside={false}
      autoFocusOnHide={false}
      initialFocus={headingRef}
      onClose={onClose}
      role="region"
      aria-labelledby="profile-details-heading"
      className="profile-details"
    >
      <div className="profile-details-head">
        <h2 id="profile-details-heading" ref={headingRef} tabIndex={-1}>
          {text.details.heading} <IsolatedText text={profile?.name ?? text.details.unnamed(id)} />
        </h2>
        <Button onClick={onClose}>{text.details.close}</Button>
      </div>
      {profile ? (
        <>
          <ProfileActions
            client={client}
            profile={profile}
            scopes={scopes}
            role={role}
            onSaved={onSaved}
            onDeleted={onDeleted}
          />
          <ProfileFields
            profile={profile}
            nowMs={nowMs}
            onCopied={onAnnounce}
            actionName={
              <ActionName
                client={client}
                actionId={profile.action_id}
                canListActions={scopes.includes(OPERATION_SCOPES.listActions)}
              />
            }
          />
          <History client={client} type="token_exchange_profile" id={profile.id} />
        </>
      ) : (
        <div className="stack">
          <p>{missing}</p>
          {retry ? (
            <div className="actions">
              <Button onClick={retry}>{text.retry}</Button>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

/** Every field of one profile, including those beyond the contract, as text (never HTML). */
function ProfileFields({
  profile,
  nowMs,
  onCopied,
  actionName,
}: {
  profile: TokenExchangeProfile;
  nowMs: number;
  onCopied: (message: string) => void;
  actionName: ReactNode;
}) {
  const extras = extraProperties(profile);
  return (
    <>
      <dl>
        <dt>{label("name")}</dt>
        <dd>
          <IsolatedText text={profile.name} />
        </dd>
        <dt>{label("id")}</dt>
        <dd>
          <span className="mono">{profile.id}</span>{" "}
          <CopyIdButton id={profile.id} onCopied={onCopied} />
        </dd>
        <dt>{label("subject_token_type")}</dt>
        <dd className="mono">
          <IsolatedText text={profile.subject_token_type} />
        </dd>
        <dt>{text.details.action}</dt>
        <dd>{actionName}</dd>
        <dt>{label("type")}</dt>
        <dd>{profile.type}</dd>
        <dt>{label("created_at")}</dt>
        <dd>
          <ExactTime iso={profile.created_at} nowMs={nowMs} />
        </dd>
        <dt>{label("updated_at")}</dt>
        <dd>
          <ExactTime iso={profile.updated_at} nowMs={nowMs} />
        </dd>
      </dl>
      <h3 id="profile-extras-heading" className="small-heading">
        {text.details.other}
      </h3>
      {extras ? (
        // Focusable so that a long document can be scrolled with the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section aria-labelledby="profile-extras-heading" className="profile-extras" tabIndex={0}>
          <pre>
            <IsolatedText text={readableExtraProperties(extras)} />
          </pre>
        </section>
      ) : (
        <p>{text.details.noOther}</p>
      )}
    </>
  );
}
