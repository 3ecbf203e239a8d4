import { useEffect, useRef } from "react";

interface OpenFromAddressProps {
  /** The id the address asks for (`?profile=…`), if any. */
  id: string | undefined;
  open: (id: string) => void;
}

/**
 * Opens what the address asks for, once per id: the command palette's links name a profile in
 * the address, and the screen opens it as if it had been chosen there. Renders nothing.
 */
export function OpenFromAddress({ id, open }: OpenFromAddressProps) {
  const opened = useRef<string | undefined>(undefined);
  // Every render, guarded: `open` is a new function each time, and only a new id opens.
  useEffect(() => {
    if (id === undefined || opened.current === id) return;
    opened.current = id;
    open(id);
  });
  return null;
}
