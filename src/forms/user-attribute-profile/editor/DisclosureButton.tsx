import type { ReactNode } from "react";
import { Button } from "../../../ui/Button";

interface DisclosureButtonProps {
  open: boolean;
  /** The id of the panel it shows; named in aria-controls only while the panel is mounted. */
  panelId: string;
  onToggle: () => void;
  children: ReactNode;
}

/** The button that shows or hides a section's panel (a disclosure). */
export function DisclosureButton({ open, panelId, onToggle, children }: DisclosureButtonProps) {
  return (
    <Button aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
      {children}
    </Button>
  );
}
