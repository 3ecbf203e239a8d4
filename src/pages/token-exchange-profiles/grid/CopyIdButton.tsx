import { isolated } from "../../../lib/isolated";
import { Button } from "../../../ui/Button";
import { plainText } from "../../../ui/sentenceParts";
import { useCopy } from "../../../ui/useCopy";
import { tokenExchangeProfilesMessages as text } from "../messages";

interface CopyIdButtonProps {
  id: string;
  /** Reports the outcome to the screen's one announcer. */
  onCopied: (message: string) => void;
  tabIndex?: number;
}

/**
 * Copies exactly the id. Unlike ui/CopyButton it has no live region of its own: one per row
 * would make the progress status ambiguous to `getByRole("status")`, and rows come and go as
 * the list scrolls.
 */
export function CopyIdButton({ id, onCopied, tabIndex }: CopyIdButtonProps) {
  const { state, copy } = useCopy();

  return (
    <span className="copy-id">
      <Button
        aria-label={plainText(text.copy.label(isolated(id)))}
        tabIndex={tabIndex}
        onClick={(event) => {
          // Copying is not choosing the row (a click on the row shows its details).
          event.stopPropagation();
          void copy(id).then((copied) =>
            onCopied(copied ? text.copy.copied(id) : text.copy.failed(id)),
          );
        }}
      >
        {/* The name stays "Copy id …" for automation; the screen's announcer says the outcome. */}
        {state === "copied"
          ? text.copy.done
          : state === "failed"
            ? text.copy.notDone
            : text.copy.button}
      </Button>
    </span>
  );
}
