import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, type RefObject, useEffect, useRef, useState } from "react";
import { formatTime } from "../../../lib/format";
import { IsolatedText } from "../../../ui/IsolatedText";
import type { BatchItem } from "../batch/batchTypes";
import { PROBLEM_HEADLINE } from "../batch/failureKind";
import { batchResultsMessages } from "../messages";
import { STATUS_TEXT, userIdOf } from "./resultsCsv";
import "./results.css";

const text = batchResultsMessages.results;

/**
 * Up to this many rows the table holds them all (find in page, a screen reader's table
 * navigation); past it only the rows near the viewport are in the DOM, so a batch of 5,000 costs
 * what a batch of 150 does.
 */
export const ALL_ROWS_UP_TO = 150;
/** Rows rendered beyond each edge of the viewport, so a fast scroll rarely shows a gap. */
const OVERSCAN = 15;
/**
 * A row's height before it is measured: one line of a laptop table, two with a message; a
 * phone's card, a line per column. Close guesses keep the page's length steady while scrolling.
 */
function estimatedHeight(item: BatchItem | undefined, phone: boolean): number {
  const withMessage = item !== undefined && (item.message !== "" || item.permanent !== undefined);
  if (phone) return withMessage ? 150 : 110;
  return withMessage ? 56 : 33;
}

const ResultRow = memo(function ResultRow({
  item,
  rowIndex,
  measure,
  index,
  withEmails,
  withConnections,
}: {
  item: BatchItem;
  /** The batch read each user's own connection: a column after the id names it. */
  withConnections: boolean;
  /** The batch has email lines: a last column shows each row's email. */
  withEmails: boolean;
  /** aria-rowindex: the header is row 1. */
  rowIndex: number;
  measure?: ((row: HTMLTableRowElement | null) => void) | undefined;
  index: number;
}) {
  const headline = item.permanent === undefined ? undefined : PROBLEM_HEADLINE[item.permanent];
  return (
    <tr
      className={`status-${item.status}`}
      aria-rowindex={rowIndex}
      data-index={index}
      ref={measure}
    >
      <td className="mono user-id" data-label={text.columns.userId}>
        <IsolatedText text={userIdOf(item)} />
      </td>
      {withConnections ? (
        <td className="connection" data-label={text.columns.connection}>
          {item.connection === undefined ? null : <IsolatedText text={item.connection} />}
        </td>
      ) : null}
      <td className="result" data-label={text.columns.result}>
        <span>
          {STATUS_TEXT[item.status]}
          {item.permanent === undefined ? null : <span className="tag">{text.notRetried}</span>}
        </span>
      </td>
      <td data-label={text.columns.message}>
        {headline === undefined ? null : <strong className="headline">{headline}</strong>}
        {/* Left empty when there is nothing to say, so a phone's card hides the cell. */}
        {item.message === "" ? null : <IsolatedText text={item.message} />}
      </td>
      <td data-label={text.columns.finishedAt}>
        {item.finishedAt === undefined ? null : (
          <time dateTime={new Date(item.finishedAt).toISOString()}>
            {formatTime(item.finishedAt)}
          </time>
        )}
      </td>
      {withEmails ? (
        <td className="email" data-label={text.columns.email}>
          {item.email === undefined ? null : <IsolatedText text={item.email} />}
        </td>
      ) : null}
    </tr>
  );
});

/** Rows become cards below this width (styles.css `cards-on-phone`). */
const PHONE = "(max-width: 40rem)";
/** The cards' margin-bottom in rem, which a row's own box does not include. */
const CARD_GAP_REM = 0.75;

function cardGapPx(): number {
  if (typeof window.matchMedia !== "function" || !window.matchMedia(PHONE).matches) return 0;
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return CARD_GAP_REM * rem;
}

/**
 * Where the rows start on the page, which moves as banners above them come and go. Read when
 * the page's size changes, after the browser has laid it out: reading it on every render would
 * make the browser lay the page out again once per frame.
 */
function useRowsTop(body: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const element = body.current;
      if (!element) return;
      const next = element.getBoundingClientRect().top + window.scrollY;
      setTop((current) => (Math.abs(next - current) >= 1 ? next : current));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [body, enabled]);
  return top;
}

function useCardGap(): number {
  const [gap, setGap] = useState(cardGapPx);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(PHONE);
    const update = () => setGap(cardGapPx());
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return gap;
}

/** Space for the rows not in the DOM, kept out of the accessibility tree. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row holding no control cannot take focus
    <tr aria-hidden="true" className="results-spacer">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

interface ResultsTableProps {
  shown: readonly BatchItem[];
  connection: string;
  /** Some lines were emails: an Email column follows the others. */
  withEmails?: boolean | undefined;
}

/** One row per user (a card on a phone); only the rows near the viewport once there are many. */
export function ResultsTable({ shown, connection, withEmails = false }: ResultsTableProps) {
  // No connection was chosen: each user's own was read, and the rows say which it was.
  const withConnections = connection === "";
  const columns = 4 + (withEmails ? 1 : 0) + (withConnections ? 1 : 0);
  const virtual = shown.length > ALL_ROWS_UP_TO;
  const body = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useRowsTop(body, virtual);
  const gap = useCardGap();
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: (index) => estimatedHeight(shown[index], gap > 0),
    overscan: OVERSCAN,
    scrollMargin,
    enabled: virtual,
    getItemKey: (index) => shown[index]?.userId ?? index,
    gap,
  });

  const rows = virtual ? virtualizer.getVirtualItems() : [];
  const before = virtual ? (rows[0]?.start ?? scrollMargin) - scrollMargin : 0;
  const after = virtual
    ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? scrollMargin) - scrollMargin)
    : 0;

  return (
    <table className="batch-table cards-on-phone" aria-rowcount={shown.length + 1}>
      <caption className="visually-hidden">{text.caption(connection)}</caption>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">{text.columns.userId}</th>
          {withConnections ? <th scope="col">{text.columns.connection}</th> : null}
          <th scope="col">{text.columns.result}</th>
          <th scope="col">{text.columns.message}</th>
          <th scope="col">{text.columns.finishedAt}</th>
          {withEmails ? <th scope="col">{text.columns.email}</th> : null}
        </tr>
      </thead>
      <tbody ref={body}>
        <Spacer height={before} columns={columns} />
        {virtual
          ? rows.map((row) => {
              const item = shown[row.index];
              return item === undefined ? null : (
                <ResultRow
                  key={row.key}
                  item={item}
                  index={row.index}
                  rowIndex={row.index + 2}
                  measure={virtualizer.measureElement}
                  withEmails={withEmails}
                  withConnections={withConnections}
                />
              );
            })
          : shown.map((item, index) => (
              <ResultRow
                key={item.userId}
                item={item}
                index={index}
                rowIndex={index + 2}
                withEmails={withEmails}
                withConnections={withConnections}
              />
            ))}
        <Spacer height={after} columns={columns} />
      </tbody>
    </table>
  );
}
