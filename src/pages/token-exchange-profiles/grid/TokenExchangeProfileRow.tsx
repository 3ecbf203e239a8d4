/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions its rows absolutely, which table layout cannot do; divs with ARIA grid roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: rows take focus (roving tabindex), cells and headers do not. */
import { memo } from "react";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { visibleControls } from "../../../ui/bidiControls";
import { IsolatedText } from "../../../ui/IsolatedText";
import { CopyIdButton } from "./CopyIdButton";
import { COLUMN_LABELS, FIELD_LABELS } from "./columns";
import { LastChange } from "./LastChange";

interface TokenExchangeProfileRowProps {
  profile: TokenExchangeProfile;
  index: number;
  /** Pixels from the top of the rows. */
  top: number;
  height: number;
  active: boolean;
  selected: boolean;
  nowMs: number;
  onCopied: (message: string) => void;
  /** The action's name, when the token may list actions; else the column shows its id. */
  actionName?: string | undefined;
}

/** One profile. Memoized: scrolling re-renders the grid, but a row only when it moves or changes. */
export const TokenExchangeProfileRow = memo(function TokenExchangeProfileRow({
  profile,
  index,
  top,
  height,
  active,
  selected,
  nowMs,
  onCopied,
  actionName,
}: TokenExchangeProfileRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-index={index}
      data-profile-id={profile.id}
      tabIndex={active ? 0 : -1}
      className="profile-row"
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {/* Two lines hold a 50-character name; a longer one shows whole on hover and focus. */}
      <div role="gridcell" className="cell cell-name" title={visibleControls(profile.name)}>
        <span className="cell-name-text">
          <IsolatedText text={profile.name} />
        </span>
      </div>
      <div role="gridcell" className="cell cell-id">
        <span className="mono">
          <IsolatedText text={profile.id} />
        </span>
        {/* Reached with Right arrow from the row: the grid is one tab stop. */}
        <CopyIdButton id={profile.id} onCopied={onCopied} tabIndex={-1} />
      </div>
      {/* data-label: a phone's card says what each value is (profiles.css). */}
      <div
        role="gridcell"
        className="cell mono"
        data-label={FIELD_LABELS.subject_token_type}
        title={visibleControls(profile.subject_token_type)}
      >
        <IsolatedText text={profile.subject_token_type} />
      </div>
      {/* A name for people where the actions could be read; its id on hover, and in the details. */}
      <div
        role="gridcell"
        className={actionName === undefined ? "cell mono" : "cell cell-action"}
        data-label={COLUMN_LABELS.action}
        title={visibleControls(
          actionName === undefined ? profile.action_id : `${actionName} (${profile.action_id})`,
        )}
      >
        <IsolatedText text={actionName ?? profile.action_id} />
      </div>
      <div role="gridcell" className="cell cell-time">
        <LastChange created={profile.created_at} updated={profile.updated_at} nowMs={nowMs} />
      </div>
    </div>
  );
});
