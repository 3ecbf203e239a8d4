import { useEffect, useState } from "react";

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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      onCopied(`Copied ${id}`);
    } catch {
      onCopied(`Could not copy ${id}: select it and copy it by hand`);
    }
  };

  return (
    <span className="copy-id">
      <button
        type="button"
        aria-label={`Copy id ${id}`}
        tabIndex={tabIndex}
        onClick={(event) => {
          // Copying is not choosing the row (a click on the row shows its details).
          event.stopPropagation();
          void copy();
        }}
      >
        Copy
      </button>
      {copied ? (
        <span aria-hidden="true" className="copy-id-done">
          ✓
        </span>
      ) : null}
    </span>
  );
}
