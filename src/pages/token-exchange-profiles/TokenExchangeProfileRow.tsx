/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions its rows absolutely, which table layout cannot do; divs with ARIA grid roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: rows take focus (roving tabindex), cells and headers do not. */
import { memo } from "react";
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import { visibleControls } from "../../ui/bidiControls";
import { IsolatedText } from "../../ui/IsolatedText";
import { CopyIdButton } from "./CopyIdButton";
import { FIELD_LABELS } from "./columns";
import { LastChange } from "./LastChange";

/** The columns shown as they are, in the grid's order between the id and the last change. */
const TEXT_FIELDS = ["subject_token_type", "action_id"] as const;

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
      {TEXT_FIELDS.map((field) => (
        <div
          key={field}
          role="gridcell"
          className="cell mono"
          data-label={FIELD_LABELS[field]}
          title={visibleControls(profile[field])}
        >
          <IsolatedText text={profile[field]} />
        </div>
      ))}
      <div role="gridcell" className="cell cell-time">
        <LastChange created={profile.created_at} updated={profile.updated_at} nowMs={nowMs} />
      </div>
    </div>
  );
});
