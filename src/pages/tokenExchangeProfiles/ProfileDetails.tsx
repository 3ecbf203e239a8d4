import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import { IsolatedText } from "../../ui/IsolatedText";
import { CopyIdButton } from "./CopyIdButton";
import { COLUMNS } from "./columns";
import { extraProperties } from "./extraProperties";
import { relativeTime } from "./relativeTime";

interface ProfileDetailsProps {
  profile: TokenExchangeProfile;
  nowMs: number;
  onClose: () => void;
  onCopied: (message: string) => void;
}

const label = (field: (typeof COLUMNS)[number]["field"]) =>
  COLUMNS.find((column) => column.field === field)?.label ?? field;

/** Both forms in plain sight: the panel has room for them. */
function ExactTime({ iso, nowMs }: { iso: string; nowMs: number }) {
  return (
    <>
      <time dateTime={iso} title={iso}>
        {relativeTime(iso, nowMs)}
      </time>{" "}
      (<span className="mono">{iso}</span>)
    </>
  );
}

/** Every field of one profile, including those beyond the contract, as text (never HTML). */
export function ProfileDetails({ profile, nowMs, onClose, onCopied }: ProfileDetailsProps) {
  const extras = extraProperties(profile);
  return (
    <section aria-labelledby="profile-details-heading" className="profile-details">
      <h2 id="profile-details-heading">
        Details of <IsolatedText text={profile.name} />
      </h2>
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
        <dt>{label("action_id")}</dt>
        <dd className="mono">
          <IsolatedText text={profile.action_id} />
        </dd>
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
        Other properties
      </h3>
      {extras ? (
        // Focusable so that a long document can be scrolled with the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section aria-labelledby="profile-extras-heading" className="profile-extras" tabIndex={0}>
          <pre>
            <IsolatedText text={JSON.stringify(extras, null, 2)} />
          </pre>
        </section>
      ) : (
        <p>None: this profile has only the fields the contract lists.</p>
      )}
      <button type="button" onClick={onClose}>
        Close details
      </button>
    </section>
  );
}
