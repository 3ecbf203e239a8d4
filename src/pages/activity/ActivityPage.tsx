import { downloadText } from "../../lib/downloadText";
import { formatDateTime, formatNumber } from "../../lib/format";
import { ACTIVITY_MAX, useActivity, useDroppedActivity } from "../../session/activityLog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { IsolatedText } from "../../ui/IsolatedText";
import { activityCsv } from "./activityCsv";
import { activityMessages } from "./messages";
import "./activity.css";

const text = activityMessages;

function fileName(what: string, at: Date): string {
  return `${what}-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.csv`;
}

/** Every write made in this tab, newest first; kept until Sign out. */
export default function ActivityPage() {
  const entries = useActivity();
  const dropped = useDroppedActivity();
  const kept = dropped.entries.length;
  return (
    <section aria-labelledby="activity-heading" className="stack">
      <h1 id="activity-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      {dropped.count > 0 ? (
        <Banner tone="warning">
          <p>
            {text.dropped.count(
              dropped.count,
              formatNumber(dropped.count),
              formatNumber(ACTIVITY_MAX),
            )}{" "}
            {kept < dropped.count
              ? text.dropped.someKept(formatNumber(kept))
              : text.dropped.allKept}
          </p>
          {kept > 0 ? (
            <Button
              onClick={() =>
                downloadText(
                  activityCsv(dropped.entries),
                  fileName("activity-dropped", new Date()),
                  "text/csv;charset=utf-8",
                )
              }
            >
              {text.dropped.download}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      {entries.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <>
          <div className="actions">
            <Button
              onClick={() =>
                downloadText(
                  activityCsv(entries),
                  fileName("activity", new Date()),
                  "text/csv;charset=utf-8",
                )
              }
            >
              {text.download}
            </Button>
          </div>
          <table className="activity-table cards-on-phone">
            <caption className="visually-hidden">{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.time}</th>
                <th scope="col">{text.columns.operation}</th>
                <th scope="col">{text.columns.target}</th>
                <th scope="col">{text.columns.outcome}</th>
                <th scope="col">{text.columns.reason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={text.columns.time}>
                    <time dateTime={entry.time}>{formatDateTime(new Date(entry.time))}</time>
                  </td>
                  <td data-label={text.columns.operation}>{entry.operation}</td>
                  <td className="mono" data-label={text.columns.target}>
                    <IsolatedText text={entry.target} />
                  </td>
                  <td data-label={text.columns.outcome}>{entry.outcome}</td>
                  <td data-label={text.columns.reason}>
                    <IsolatedText text={entry.reason} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
