import { formatTime } from "../../../lib/format";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { hasChanges } from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import { usePatchBody } from "../save/SaveBar";
import type { StartingPoint } from "./startingPoint";

interface StartingPointNoteProps {
  start: StartingPoint;
  /** The valid id in the Profile id input, if any. */
  profileId: string | undefined;
  /** The form was refilled from a draft after a reload. */
  restored: boolean;
  remembered: StartingPoint | undefined;
  onStartFrom: (next: StartingPoint) => void;
  onDiscard: () => void;
  freshStartFor: (id: string) => StartingPoint;
}

function time(iso: string | undefined): string {
  return iso ? formatTime(Date.parse(iso)) : "";
}

function startingPointText(start: StartingPoint): string {
  switch (start.source) {
    case "nothing":
      return text.start.nothing;
    case "json":
      return text.start.json;
    case "last-saved":
    case "saved":
      return text.start.saved(time(start.savedAt));
    case "read":
      return text.start.read(time(start.readAt));
  }
}

/** Says what the form compares against: what it sends is the difference from it. */
export function StartingPointNote({
  start,
  profileId,
  restored,
  remembered,
  onStartFrom,
  onDiscard,
  freshStartFor,
}: StartingPointNoteProps) {
  const changed = hasChanges(usePatchBody(start.profile));
  const tied = start.forId !== null && start.source !== "nothing";
  const elsewhere = tied && profileId !== undefined && start.forId !== profileId;
  const showsRemembered =
    remembered !== undefined &&
    start.forId === remembered.forId &&
    (start.source === "last-saved" || start.source === "saved") &&
    start.savedAt === remembered.savedAt;
  // What was read from the tenant is newer than anything this tab saved before.
  const canUseRemembered =
    remembered !== undefined && !showsRemembered && !elsewhere && start.source !== "read";

  return (
    <div className="uap-start">
      <p>
        <strong>{text.start.lead(start.forId)}</strong> {startingPointText(start)}
      </p>
      {restored && changed ? <p className="field-hint">{text.start.restored}</p> : null}
      {elsewhere && profileId !== undefined ? (
        <Banner tone="warning">
          <p>{text.start.elsewhere(start.forId ?? "", profileId)}</p>
          <Button onClick={() => onStartFrom(freshStartFor(profileId))}>
            {text.start.startOver(profileId)}
          </Button>
        </Banner>
      ) : null}
      {canUseRemembered || changed ? (
        <div className="uap-row-actions">
          {canUseRemembered ? (
            <Button onClick={() => onStartFrom(remembered)}>
              {text.start.offerLastSaved(time(remembered.savedAt))}
            </Button>
          ) : null}
          {changed ? <Button onClick={onDiscard}>{text.start.discard}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
