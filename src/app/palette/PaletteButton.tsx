import { Button } from "../../ui/Button";
import { shellMessages } from "../messages";

const text = shellMessages;

/** ⌘ on Apple keyboards, Ctrl elsewhere: the hint names the key the user has. */
const shortcut = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘K" : "Ctrl K";

interface PaletteButtonProps {
  /** Where it sits: the sidebar on wide screens, the top bar on phones (styles.css). */
  place: "bar" | "panel";
  onOpen: () => void;
  onPreload: () => void;
}

/** The palette's visible way in, for those who do not know the shortcut. */
export function PaletteButton({ place, onOpen, onPreload }: PaletteButtonProps) {
  return (
    <Button
      className={`palette-button palette-button-${place}${place === "bar" ? " quiet" : ""}`}
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onOpen}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <span className="palette-button-icon" aria-hidden="true" />
      <span className="palette-button-label">{text.openPalette}</span>
      <span className="palette-button-keys" aria-hidden="true">
        {shortcut()}
      </span>
    </Button>
  );
}
