import { Banner } from "./Banner";
import { Button } from "./Button";
import "./DraftBanner.css";

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
    <Banner className="draft-banner">
      <p>{message}</p>
      <Button onClick={onDiscard}>{discardLabel}</Button>
    </Banner>
  );
}
