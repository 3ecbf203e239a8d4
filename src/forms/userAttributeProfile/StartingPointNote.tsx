import { hasChanges } from "./fields";
import { usePatchBody } from "./SaveBar";
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
  return iso ? new Date(iso).toLocaleTimeString() : "";
}

function startingPointText(start: StartingPoint): string {
  switch (start.source) {
    case "nothing":
      return "nothing is known of this profile yet, so only what you fill in is sent.";
    case "json":
      return "the pasted JSON.";
    case "last-saved":
    case "saved":
      return `last saved here at ${time(start.savedAt)}.`;
    case "read":
      return `read from the tenant at ${time(start.readAt)}.`;
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
        <strong>Starting point{start.forId ? ` for ${start.forId}` : ""}:</strong>{" "}
        {startingPointText(start)}
      </p>
      {restored && changed ? (
        <p className="field-hint">Your unsaved changes from before the reload are back.</p>
      ) : null}
      {elsewhere && profileId !== undefined ? (
        <div className="banner warning">
          <p>
            Your changes start from what is known of {start.forId}, but the Profile id is now{" "}
            {profileId}. Saving sends them to {profileId}.
          </p>
          <button type="button" onClick={() => onStartFrom(freshStartFor(profileId))}>
            Start over for {profileId}
          </button>
        </div>
      ) : null}
      {canUseRemembered || changed ? (
        <div className="uap-row-actions">
          {canUseRemembered ? (
            <button type="button" onClick={() => onStartFrom(remembered)}>
              Use last saved here ({time(remembered.savedAt)})
            </button>
          ) : null}
          {changed ? (
            <button type="button" onClick={onDiscard}>
              Discard changes
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
