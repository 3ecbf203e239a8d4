import { useWatch } from "react-hook-form";
import { apiPath } from "../../../api/apiPath";
import type { ApiClient } from "../../../api/client";
import { SubmitBar } from "../../../ui/SubmitBar";
import { RequestPreview } from "../../shared/RequestPreview";
import { useUnsavedChangesGuard } from "../../shared/useUnsavedChangesGuard";
import {
  hasChanges,
  type KnownUserAttributeProfile,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import { useUserAttributeProfileForm } from "../userAttributeProfileFormContext";

/** The PATCH body of the form as it is now; renders its caller on each change of a value. */
export function usePatchBody(start: KnownUserAttributeProfile) {
  const { control } = useUserAttributeProfileForm();
  // useWatch, not watch(): only the component that asks renders again on a keystroke.
  const values = useWatch({ control }) as UserAttributeProfileFormValues;
  return toPatchBody(start, values);
}

interface SaveBarProps {
  client: ApiClient;
  start: KnownUserAttributeProfile;
  /** The valid Profile id, if any. */
  profileId: string | undefined;
  pending: boolean;
  resumeAt: number | undefined;
  onCancel: () => void;
  /** Why this token cannot change profiles: the button is disabled with it. */
  blockedBy?: string | undefined;
}

/** The request preview and the save button: the parts of the screen that follow each keystroke. */
export function SaveBar({
  client,
  start,
  profileId,
  pending,
  resumeAt,
  onCancel,
  blockedBy,
}: SaveBarProps) {
  const body = usePatchBody(start);
  const changed = hasChanges(body);
  // The draft and the editor's state come back on return and after a reload (useDraft,
  // startingPoint.ts): only a save still in flight is lost by leaving.
  useUnsavedChangesGuard(pending);
  return (
    <>
      {profileId === undefined ? (
        <p className="field-hint">{text.save.noId}</p>
      ) : (
        <RequestPreview
          baseUrl={client.baseUrl}
          method="PATCH"
          path={apiPath`/user-attribute-profiles/${profileId}`}
          body={body}
        />
      )}
      {/* Sticky at the bottom of the screen: an open attribute pushes the form's end far down. */}
      <div className="uap-save-bar">
        <SubmitBar
          label={text.save.button}
          pendingText={text.save.pending}
          pending={pending}
          resumeAt={resumeAt}
          onCancel={pending ? onCancel : undefined}
          disabledReason={blockedBy ?? (changed || pending ? undefined : text.save.nothingChanged)}
        />
      </div>
    </>
  );
}
