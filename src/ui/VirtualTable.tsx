/** biome-ignore-all lint/a11y/useSemanticElements: a virtualized table positions its rows absolutely, which table layout cannot do; divs with table roles are the pattern for that. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: a read-only table's rows and headers take no focus; the links and checkboxes in its cells do. */
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useRef } from "react";
import { usePhoneLayout } from "./usePhoneLayout";
import "./virtualTable.css";

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;
/** `onNearEnd` is called once the viewport reaches this many rows before the last one. */
const PREFETCH_ROWS = 30;

interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The column headers, in the order `renderCells` gives the cells. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** One `role="cell"` element per column. */
  renderCells: (row: T) => ReactNode;
  /** Pixels; every row has the same height, so scrolling never measures. */
  rowHeight: number;
  /** Pixels on a phone, where virtualTable.css stacks a row's cells. */
  phoneRowHeight: number;
  /** Called whenever the viewport is near the last row; the caller decides whether to load. */
  onNearEnd?: (() => void) | undefined;
  busy?: boolean;
  className?: string;
  id?: string;
}

/**
 * A table that renders only the rows in view (10,000 organizations or 2,000 members stay
 * smooth): `role="table"` with `aria-rowcount`, each row `role="row"` with its `aria-rowindex`.
 * The page scrolls inside the table's own box, so the rest of the screen stays where it is.
 */
export function VirtualTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderCells,
  rowHeight: wideRowHeight,
  phoneRowHeight,
  onNearEnd,
  busy = false,
  className,
  id,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = usePhoneLayout() ? phoneRowHeight : wideRowHeight;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
  });
  // Turning a phone to landscape changes the rows' height: lay them out again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the row height changes only
  useEffect(() => virtualizer.measure(), [rowHeight]);
  const items = virtualizer.getVirtualItems();
  const reached = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onNearEnd && reached >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [reached, rows.length, onNearEnd]);

  return (
    <div
      id={id}
      role="table"
      aria-label={/* console text: the region names its table */ label}
      aria-rowcount={rows.length + 1}
      aria-busy={busy}
      className={className ? `virtual-table ${className}` : "virtual-table"}
    >
      <div role="rowgroup" className="virtual-table-head">
        <div role="row" aria-rowindex={1} className="virtual-table-row">
          {columns.map((column) => (
            <span role="columnheader" key={column}>
              {column}
            </span>
          ))}
        </div>
      </div>
      <div
        ref={scrollRef}
        className="virtual-table-scroll"
        style={{ height: virtualizer.getTotalSize() }}
      >
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <div
                role="row"
                key={item.key}
                aria-rowindex={item.index + 2}
                className="virtual-table-row"
                style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                {renderCells(row)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
