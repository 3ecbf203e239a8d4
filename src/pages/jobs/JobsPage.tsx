import { useQuery } from "@tanstack/react-query";
import { jobListOptions } from "../../api/jobs/jobReads";
import type { JobView } from "../../api/jobs/types";
import { useDismissedJobs } from "../../forms/shared/jobs/dismissedJobs";
import { JobProgress } from "../../forms/shared/jobs/JobProgress";
import { jobMessages } from "../../forms/shared/jobs/messages";
import { formatDateTime } from "../../lib/format";
import { useSession } from "../../session/SessionContext";
import { IsolatedText } from "../../ui/IsolatedText";
import { useHashRoute } from "../../ui/useHashRoute";
import { jobIdFromPath, jobPath } from "./jobAddress";
import { JOBS_ROUTE_PATH } from "./jobsPath";
import { jobsPageMessages as text } from "./messages";
import "./jobsPage.css";
import { ReadFailedBanner } from "../../ui/ReadFailedBanner";

/**
 * Jobs (`#/jobs`): every job of the server, newest first, whoever started it; `#/jobs/{id}`
 * opens one's progress above the list. Read again every second while one moves.
 */
export default function JobsPage() {
  const query = useQuery(jobListOptions());
  const openId = jobIdFromPath(useHashRoute());
  const session = useSession();
  const dismissed = useDismissedJobs(session?.tenantUrl ?? "", session?.person?.sub ?? "");
  const jobs = query.data?.jobs ?? [];
  return (
    <section aria-labelledby="jobs-heading" className="stack jobs-page">
      <h1 id="jobs-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      {openId ? (
        <div className="jobs-open">
          <a href={`#${JOBS_ROUTE_PATH}`}>{text.close}</a>
          <JobProgress
            key={openId}
            id={openId}
            focusOnShow
            onDismiss={() => {
              dismissed.dismiss(openId);
              window.location.hash = JOBS_ROUTE_PATH;
            }}
          />
        </div>
      ) : null}
      <p role="status" className="list-status">
        {query.isPending ? text.loading : query.isSuccess ? text.loaded(jobs.length) : ""}
      </p>
      {query.isError ? (
        <ReadFailedBanner
          message={text.failed(query.error.message)}
          retryLabel={text.retry}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && jobs.length === 0 ? <p>{text.empty}</p> : null}
      {jobs.length > 0 ? (
        <table className="jobs-table cards-on-phone">
          <caption className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.kind}</th>
              <th scope="col">{text.columns.by}</th>
              <th scope="col">{text.columns.at}</th>
              <th scope="col">{text.columns.state}</th>
              <th scope="col">{text.columns.counts}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} open={job.id === openId} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function JobRow({ job, open }: { job: JobView; open: boolean }) {
  const by = job.started_by;
  const { counts } = job;
  return (
    <tr aria-current={open ? "true" : undefined}>
      <td data-label={text.columns.kind}>
        <a href={`#${jobPath(job.id)}`}>{jobMessages.kind[job.kind]}</a>
      </td>
      <td data-label={text.columns.by}>
        {by ? <IsolatedText text={by.name ?? by.email ?? ""} /> : text.nobody}
        {by?.role ? <span className="jobs-role"> ({by.role})</span> : null}
      </td>
      <td data-label={text.columns.at}>
        <time dateTime={job.created_at}>{formatDateTime(new Date(job.created_at))}</time>
      </td>
      <td data-label={text.columns.state}>{jobMessages.state[job.state]}</td>
      <td data-label={text.columns.counts}>
        {text.counts(counts.total - counts.waiting, counts.total, counts.failed, counts.unknown)}
      </td>
    </tr>
  );
}
