import { useEffect, useState } from "react";

interface CopyButtonProps {
  text: string;
  /** The button's accessible name, e.g. "Copy id" or "Copy as cURL". */
  label: string;
  className?: string;
}

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies exactly `text`; says so in a polite live region, so screen readers hear it too. Not
 * role="status": a screen with many copy buttons keeps one status region for its progress.
 */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <span className={className}>
      <button type="button" onClick={copy}>
        {label}
      </button>
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
