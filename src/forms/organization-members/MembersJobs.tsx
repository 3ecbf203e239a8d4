import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { hasEnded, jobListOptions } from "../../api/jobs/jobReads";
import { organizationMemberKeys } from "../../api/organization-members/keys";
import { useSession } from "../../session/SessionContext";
import { useDismissedJobs } from "../shared/jobs/dismissedJobs";
import { JobProgress } from "../shared/jobs/JobProgress";

interface MembersJobsProps {
  organizationId: string;
  /** The job this form just started: shown at once, before the list is read again. */
  startedId: string | undefined;
}

/**
 * Every add-members job of this organization still running or not dismissed, whoever started
 * it. When one ends, the members list is read again: the job added them, not this tab.
 */
export function MembersJobs({ organizationId, startedId }: MembersJobsProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const jobs = useQuery(jobListOptions());
  const dismissed = useDismissedJobs(session?.tenantUrl ?? "", session?.person?.sub ?? "");
  const mine = (jobs.data?.jobs ?? []).filter(
    (job) => job.kind === "add-organization-members" && job.organization_id === organizationId,
  );
  const ended = mine
    .filter(hasEnded)
    .map((job) => job.id)
    .join(",");
  const lastEnded = useRef<string>(undefined);
  useEffect(() => {
    const before = lastEnded.current;
    lastEnded.current = ended;
    if (before === undefined || before === ended) return;
    void queryClient.invalidateQueries({ queryKey: organizationMemberKeys.list(organizationId) });
    void queryClient.invalidateQueries({ queryKey: organizationMemberKeys.read(organizationId) });
  }, [ended, organizationId, queryClient]);

  const ids = mine
    .filter((job) => !hasEnded(job) || !dismissed.ids.includes(job.id))
    .map((job) => job.id);
  if (startedId && !ids.includes(startedId) && !dismissed.ids.includes(startedId)) {
    ids.unshift(startedId);
  }
  return ids.map((id) => (
    <JobProgress
      key={id}
      id={id}
      headingLevel={3}
      focusOnShow={id === startedId}
      onDismiss={() => dismissed.dismiss(id)}
    />
  ));
}
