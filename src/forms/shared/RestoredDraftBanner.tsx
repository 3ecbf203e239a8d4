import { DraftBanner } from "../../ui/DraftBanner";
import type { DraftControls } from "./useDraft";

interface RestoredDraftBannerProps {
  draft: Pick<DraftControls, "restored" | "discard">;
  /** Says what came back: "Your unsaved entries were restored." */
  message: string;
  /** The button's name: "Discard draft". */
  discardLabel: string;
}

/** The draft banner of a form, shown while its draft is restored; Discard drops the draft. */
export function RestoredDraftBanner({ draft, message, discardLabel }: RestoredDraftBannerProps) {
  return draft.restored ? (
    <DraftBanner message={message} discardLabel={discardLabel} onDiscard={draft.discard} />
  ) : null;
}
