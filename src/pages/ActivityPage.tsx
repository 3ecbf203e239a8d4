import { activityCsv } from "../forms/activity/activityCsv";
import { useActivity } from "../forms/activity/activityLog";
import { IsolatedText } from "../ui/IsolatedText";
import { downloadText } from "./riskAssessments/downloadText";
import "../forms/activity/activity.css";

function fileName(at: Date): string {
  return `activity-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.csv`;
}

/** Every write made in this tab, newest first; kept until Sign out. */
export default function ActivityPage() {
  const entries = useActivity();
  return (
    <section aria-labelledby="activity-heading" className="stack">
      <h1 id="activity-heading">Activity</h1>
      <p>
        Every write made in this tab, newest first, with the reason you gave. It stays with this tab
        until you sign out; the reason is never sent to the tenant.
      </p>
      {entries.length === 0 ? (
        <p>No writes yet in this tab.</p>
      ) : (
        <>
          <div className="actions">
            <button
              type="button"
              onClick={() =>
                downloadText(activityCsv(entries), fileName(new Date()), "text/csv;charset=utf-8")
              }
            >
              Download activity (CSV)
            </button>
          </div>
          <table className="activity-table">
            <caption className="visually-hidden">Writes made in this tab, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Operation</th>
                <th scope="col">Target</th>
                <th scope="col">Outcome</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.time}>{new Date(entry.time).toLocaleString()}</time>
                  </td>
                  <td>{entry.operation}</td>
                  <td className="mono">
                    <IsolatedText text={entry.target} />
                  </td>
                  <td>{entry.outcome}</td>
                  <td>
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
