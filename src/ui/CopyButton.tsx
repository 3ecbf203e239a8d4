import { Button } from "./Button";
import { useCopy } from "./useCopy";

interface CopyButtonProps {
  text: string;
  /** The button's accessible name, e.g. "Copy id" or "Copy as cURL". */
  label: string;
  className?: string;
}

/**
 * Copies exactly `text`; says so in a polite live region, so screen readers hear it too. Not
 * role="status": a screen with many copy buttons keeps one status region for its progress.
 */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { state, copy } = useCopy();

  return (
    <span className={className}>
      <Button onClick={() => void copy(text)}>{label}</Button>
      <span aria-live="polite" className="copy-status">
        {state === "copied"
          ? "Copied"
          : state === "failed"
            ? "Copy failed: select and copy by hand"
            : ""}
      </span>
    </span>
  );
}
