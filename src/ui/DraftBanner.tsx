interface DraftBannerProps {
  /** Says what came back: "Your unsaved entries were restored." */
  message: string;
  /** The button's name: "Discard draft". */
  discardLabel: string;
  onDiscard: () => void;
}

/** Above a form refilled from its draft: says so, and offers to start empty instead. */
export function DraftBanner({ message, discardLabel, onDiscard }: DraftBannerProps) {
  return (
    <div className="banner draft-banner">
      <p>{message}</p>
      <button type="button" onClick={onDiscard}>
        {discardLabel}
      </button>
    </div>
  );
}
