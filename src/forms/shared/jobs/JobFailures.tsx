import { useQuery } from "@tanstack/react-query";
import { jobItemsOptions } from "../../../api/jobs/jobReads";
import type { JobItemState, JobView } from "../../../api/jobs/types";
import { formatNumber } from "../../../lib/format";
import { FormAlert } from "../../../ui/FormAlert";
import { IsolatedText } from "../../../ui/IsolatedText";
import { jobMessages } from "./messages";

const text = jobMessages.failures;
/** Outcome unknown first: those lines need a person to look before anything is sent again. */
const FAILURES: readonly JobItemState[] = ["unknown", "failed"];

/** A job's failed and outcome-unknown lines, first of all its results (the CSV has the rest). */
export function JobFailures({ job }: { job: JobView }) {
  const { unknown, failed } = job.counts;
  const count = failed + unknown;
  const items = useQuery(jobItemsOptions(job.id, FAILURES, [unknown, failed]));
  if (count === 0) return null;
  const shown = items.data?.items ?? [];
  return (
    <section aria-labelledby={`job-failures-${job.id}`} className="job-failures">
      <h3 id={`job-failures-${job.id}`}>{text.heading}</h3>
      {items.isError ? <FormAlert>{items.error.message}</FormAlert> : null}
      {items.isPending ? <p className="loading">{text.loading}</p> : null}
      {shown.length > 0 && shown.length < count ? (
        <p>{text.first(formatNumber(shown.length), formatNumber(count))}</p>
      ) : null}
      {shown.length > 0 ? (
        <table className="cards-on-phone">
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              <th scope="col">{text.outcome}</th>
              <th scope="col">{text.reason}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.position}>
                <td className="mono" data-label={text.line}>
                  <IsolatedText text={item.line} />
                </td>
                <td data-label={text.outcome}>
                  {item.state === "unknown" ? text.unknown : text.failed}
                </td>
                <td data-label={text.reason}>
                  <IsolatedText text={item.message ?? ""} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
