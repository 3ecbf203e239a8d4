import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ErrorBoundary } from "../ErrorBoundary";

/** The palette's code loads on first use, never with the first screen. */
const loadPalette = () => import("./CommandPalette");
const CommandPalette = lazy(loadPalette);

/** Ctrl+K, or ⌘K on a Mac; with no other modifier, so browser and screen reader keys stay. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing &&
    event.key.toLowerCase() === "k"
  );
}

interface PaletteLauncher {
  open: () => void;
  /** Starts loading the palette's code (a pointer over its button, say) before it is asked for. */
  preload: () => void;
  /** The palette while it is open; render it anywhere inside the session's providers. */
  element: ReactNode;
}

/**
 * What is typed between Ctrl+K and the palette's search box taking focus: the palette's code
 * loads on first use, and keys pressed meanwhile would land on the page behind it. Printable
 * keys and Backspace are kept and given to the palette as its first text; the palette calls
 * `take` when its box gets focus, which ends the buffering and empties it.
 */
function useEarlyKeys() {
  const typed = useRef("");
  const listening = useRef<((event: KeyboardEvent) => void) | null>(null);
  const stop = useCallback(() => {
    if (listening.current) window.removeEventListener("keydown", listening.current, true);
    listening.current = null;
  }, []);
  const start = useCallback(() => {
    if (listening.current) return;
    typed.current = "";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === "Backspace") typed.current = typed.current.slice(0, -1);
      else if (event.key.length === 1 || /^\p{L}/u.test(event.key)) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    listening.current = onKeyDown;
    window.addEventListener("keydown", onKeyDown, true);
  }, []);
  const take = useCallback(() => {
    stop();
    const early = typed.current;
    typed.current = "";
    return early;
  }, [stop]);
  useEffect(() => stop, [stop]);
  return { start, stop, take };
}

function focusMain(): void {
  document.getElementById("main")?.focus();
}

/**
 * The palette's shortcut and state, for the shell. Closing puts focus back where it was when the
 * palette opened (Escape); a command instead goes to its address and focus goes to the screen,
 * where the screen may move it on (a profile's details take it).
 */
export function usePaletteLauncher(enabled: boolean): PaletteLauncher {
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const earlyKeys = useEarlyKeys();

  const show = useCallback(() => {
    // A modal <dialog> (Reconnect) makes the rest of the page inert, the palette included.
    if (document.querySelector("dialog[open]")) return;
    // A second Ctrl+K while open keeps the place to return to from the first.
    if (!isOpen.current) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    if (!isOpen.current) earlyKeys.start();
    isOpen.current = true;
    setOpen(true);
  }, [earlyKeys]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // Browsers give Ctrl+K to their own search box.
      event.preventDefault();
      show();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, show]);

  // Runs once the dialog is gone, so nothing outside it is inert any more.
  useEffect(() => {
    if (open) return;
    const after = afterClose.current;
    afterClose.current = null;
    after?.();
  }, [open]);

  const close = useCallback(
    (hash?: string) => {
      afterClose.current = () => {
        if (hash !== undefined) {
          window.location.hash = hash;
          focusMain();
          return;
        }
        const back = returnTo.current;
        if (back?.isConnected) back.focus();
        else focusMain();
      };
      earlyKeys.stop();
      isOpen.current = false;
      setOpen(false);
    },
    [earlyKeys],
  );

  const preload = useCallback(() => {
    void loadPalette();
  }, []);

  const element =
    enabled && open ? (
      <ErrorBoundary resetKey="palette">
        <Suspense fallback={null}>
          <CommandPalette onClose={close} takeEarlyKeys={earlyKeys.take} />
        </Suspense>
      </ErrorBoundary>
    ) : null;
  return { open: show, preload, element };
}
