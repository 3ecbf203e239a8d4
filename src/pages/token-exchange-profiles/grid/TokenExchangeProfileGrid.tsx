/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid positions its rows absolutely, which table layout cannot do; divs with ARIA grid roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: rows take focus (roving tabindex), cells and headers do not. */
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { usePhoneLayout } from "../../../ui/usePhoneLayout";
import { COLUMNS, expectedGridHeight, gridMetrics } from "./columns";
import { GridHeader } from "./GridHeader";
import { TokenExchangeProfileRow } from "./TokenExchangeProfileRow";

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8;
/** The next page is asked for once the viewport reaches this many rows before the last one. */
const PREFETCH_ROWS = 30;

export interface GridTrailer {
  content: ReactNode;
  /** Stays in the DOM wherever the list is scrolled, so its buttons remain reachable. */
  pinned: boolean;
}

interface TokenExchangeProfileGridProps {
  id: string;
  labelledBy: string;
  describedBy: string;
  rows: readonly TokenExchangeProfile[];
  /** A last row after the profiles: loading, an error with Retry, or a way to load more. */
  trailer: GridTrailer | null;
  selectedId: string | null;
  nowMs: number;
  onSelect: (profile: TokenExchangeProfile) => void;
  /** Called whenever the viewport is near the last row; the caller decides whether to load. */
  onNearEnd: () => void;
  onCopied: (message: string) => void;
  /** Deployed actions' names by id: the Action column shows a name where it has one. */
  actionNames?: ReadonlyMap<string, string>;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function rowElement(grid: HTMLElement | null, index: number): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`) ?? null;
}

function rowIndexOf(element: EventTarget): number | undefined {
  if (!(element instanceof HTMLElement) || element.getAttribute("role") !== "row") return undefined;
  const index = Number(element.dataset.index);
  return Number.isInteger(index) ? index : undefined;
}

/**
 * A virtualized single-select grid, one tab stop (roving tabindex): the active row alone is in
 * the tab order, not the scrolling container nor a row's Copy id. Arrow keys, Page Up/Down, Home
 * and End move between rows (focusing a row scrolls it into view); Right arrow reaches the row's
 * Copy id and Left arrow comes back; Enter or Space shows a row's details. The focused row always
 * stays rendered, and rows are keyed by id, so pages arriving never take focus away.
 */
export function TokenExchangeProfileGrid({
  id,
  labelledBy,
  describedBy,
  rows,
  trailer,
  selectedId,
  nowMs,
  onSelect,
  onNearEnd,
  onCopied,
  actionNames,
}: TokenExchangeProfileGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const usedTrailerButton = useRef<{ button: HTMLElement; rowBefore: number } | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const phone = usePhoneLayout();
  const { row: rowHeight, header: headerHeight } = gridMetrics(phone);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);

  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const activeIndex = (activeId === null ? undefined : indexById.get(activeId)) ?? 0;
  const count = rows.length + (trailer ? 1 : 0);
  const trailerPinned = trailer?.pinned === true;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (activeIndex < range.count) indexes.add(activeIndex);
      if (trailerPinned) indexes.add(range.count - 1);
      return [...indexes].sort((a, b) => a - b);
    },
    [activeIndex, trailerPinned],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? "trailer", [rows]);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    // The sticky header sits above the rows inside the scrolling element; focus scrolling keeps
    // clear of it through the element's scroll-padding-top.
    scrollMargin: headerHeight,
    getItemKey,
    rangeExtractor,
    initialRect: { width: 0, height: expectedGridHeight(phone, window.innerHeight) },
  });
  // Turning a phone to landscape changes the rows' height: lay them out again. Not on mount,
  // where the rows are laid out with it already and measuring would only render them again.
  const laidOutFor = useRef(rowHeight);
  useEffect(() => {
    if (laidOutFor.current === rowHeight) return;
    laidOutFor.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  // The active row counts as seen too: End moves focus to the last row before any scroll lands.
  const reached = Math.max(virtualizer.range?.endIndex ?? -1, activeIndex);

  useEffect(() => {
    if (rows.length > 0 && reached >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [reached, rows.length, onNearEnd]);

  // A row far from the viewport is rendered only once it is active: focus it after that render.
  // A trailer button that went away once used (Retry) hands focus to the row it followed.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target !== null) {
      pendingFocus.current = null;
      rowElement(scrollRef.current, target)?.focus();
    }
    const used = usedTrailerButton.current;
    if (used === null || used.button.isConnected) return;
    usedTrailerButton.current = null;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) focusRow(used.rowBefore);
  });

  const focusRow = (index: number) => {
    const target = clamp(index, 0, rows.length - 1);
    const row = rows[target];
    if (row === undefined) return;
    const element = rowElement(scrollRef.current, target);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = target;
    setActiveId(row.id);
  };

  const rowsPerPage = () => {
    const height = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor((height - headerHeight) / rowHeight) - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLButtonElement && event.key === "ArrowLeft") {
      const row = target.closest<HTMLElement>('[role="row"]');
      if (row && rowIndexOf(row) !== undefined) {
        event.preventDefault();
        row.focus();
      }
      return;
    }
    const index = rowIndexOf(target);
    if (index === undefined) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      target.querySelector<HTMLElement>("button")?.focus();
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + rowsPerPage(),
      PageUp: index - rowsPerPage(),
      Home: 0,
      End: rows.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const row = rows[index];
      if (row) onSelect(row);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    const row = index === undefined ? undefined : rows[index];
    if (row) setActiveId(row.id);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const rowElementClicked = target.closest('[role="row"]');
    if (rowElementClicked?.classList.contains("profile-row-trailer")) {
      const button = target.closest("button");
      if (button) usedTrailerButton.current = { button, rowBefore: rows.length - 1 };
      return;
    }
    const index = rowElementClicked ? rowIndexOf(rowElementClicked) : undefined;
    const row = index === undefined ? undefined : rows[index];
    if (row) onSelect(row);
  };

  return (
    <div
      ref={scrollRef}
      id={id}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-rowcount={count + 1}
      aria-colcount={COLUMNS.length}
      className="profile-grid"
      style={{ scrollPaddingTop: headerHeight }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={onClick}
    >
      <GridHeader height={headerHeight} />
      <div
        role="rowgroup"
        className="profile-grid-body"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const top = item.start - headerHeight;
          const row = rows[item.index];
          if (row === undefined) {
            return (
              <div
                key="trailer"
                role="row"
                aria-rowindex={item.index + 2}
                className="profile-row profile-row-trailer"
                style={{ height: rowHeight, transform: `translateY(${top}px)` }}
              >
                <div role="gridcell" aria-colspan={COLUMNS.length} className="cell trailer-cell">
                  {trailer?.content}
                </div>
              </div>
            );
          }
          return (
            <TokenExchangeProfileRow
              key={row.id}
              profile={row}
              index={item.index}
              top={top}
              height={rowHeight}
              active={item.index === activeIndex}
              selected={row.id === selectedId}
              nowMs={nowMs}
              onCopied={onCopied}
              actionName={actionNames?.get(row.action_id)}
            />
          );
        })}
      </div>
    </div>
  );
}
