import { lazy, Suspense, useEffect, useState } from "react";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";
import { riskAssessmentMessages } from "../../forms/risk-assessment/messages";
import { RiskAssessmentForm } from "../../forms/risk-assessment/RiskAssessmentForm";
import { draftKey } from "../../forms/shared/useDraft";
import { routeParam } from "../../lib/routeQuery";
import { readTab, writeTab } from "../../lib/tabStorage";
import { useSession } from "../../session/SessionContext";
import { useApiClient } from "../../session/useApiClient";
import { useConsoleJobs } from "../../session/useConsoleJobs";
import { useWriteScope } from "../../session/useWriteScope";
import { useHashRoute } from "../../ui/useHashRoute";
import { WritePage } from "../../ui/WritePage";
import { BatchPanel } from "./BatchPanel";
import { useBatchRun } from "./batch/useBatchRun";
import { NewDeviceSetting } from "./NewDeviceSetting";
import { RiskSettings } from "./RiskSettings";
import "./riskAssessments.css";

type Mode = "one" | "list";

const text = riskAssessmentMessages.page;
/** Only where the console's server runs jobs: elsewhere the batch runs in the tab. */
const JobBatchPanel = lazy(() => import("./JobBatchPanel"));
const MODES: readonly Mode[] = ["one", "list"];

/** Clear new-device risk assessments, for one user or a pasted list. */
export default function RiskAssessmentsPage() {
  const client = useApiClient();
  const session = useSession();
  const tenantUrl = session?.tenantUrl ?? client.baseUrl;
  const modeKey = draftKey("risk-assessment-mode", tenantUrl);
  const [mode, setMode] = useState<Mode>(() =>
    readTab<Mode>(modeKey) === "list" ? "list" : "one",
  );
  const batch = useBatchRun(client, tenantUrl);
  const blocked = useWriteScope("clearRiskAssessments");
  const cannotForget = useWriteScope("invalidateRememberBrowser");
  const jobs = useConsoleJobs(tenantUrl);

  const choose = (next: Mode) => {
    setMode(next);
    writeTab(modeKey, next);
  };
  // `#/risk-assessments?user=…` (the command palette's "Clear risk assessments for …") asks
  // for one user's clear; a running batch keeps the screen until it settles.
  // `#/risk-assessments?find=…` (the palette's "Find user …") fills Find user.
  const route = useHashRoute();
  const requestedUser = routeParam(route, "user");
  const requestedFind = routeParam(route, "find");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly asked-for user switches the mode.
  useEffect(() => {
    if ((requestedUser ?? requestedFind) !== undefined && !batch.active) choose("one");
  }, [requestedUser, requestedFind]);

  return (
    <WritePage
      headingId="risk-heading"
      heading={text.heading}
      intro={<p>{text.intro}</p>}
      blockedBy={blocked}
      className="risk-page"
      headerAs="header"
    >
      <NewDeviceSetting
        client={client}
        canRead={session?.claims.scopes.includes(OPERATION_SCOPES.getNewDeviceSettings) ?? false}
      />
      <fieldset className="mode-switch">
        <legend>{text.modeLegend}</legend>
        {MODES.map((value) => (
          <div className="checkbox" key={value}>
            <input
              type="radio"
              id={`risk-mode-${value}`}
              name="risk-mode"
              value={value}
              checked={mode === value}
              // A running batch stays on screen until it settles.
              disabled={batch.active && value !== mode}
              onChange={() => choose(value)}
            />
            <label htmlFor={`risk-mode-${value}`}>{text.modes[value]}</label>
          </div>
        ))}
      </fieldset>
      {mode === "one" ? (
        <RiskAssessmentForm
          client={client}
          tenantUrl={tenantUrl}
          blockedBy={blocked}
          forgetBlockedBy={cannotForget}
          canReadUsers={session?.claims.scopes.includes(OPERATION_SCOPES.getUser)}
          userId={requestedUser}
          find={requestedFind}
        />
      ) : jobs === undefined ? null : jobs ? (
        <Suspense fallback={null}>
          <JobBatchPanel
            tenantUrl={tenantUrl}
            blockedBy={blocked}
            canReadUsers={session?.claims.scopes.includes(OPERATION_SCOPES.getUser)}
          />
        </Suspense>
      ) : (
        <BatchPanel
          tenantUrl={tenantUrl}
          batch={batch}
          blockedBy={blocked}
          canReadUsers={session?.claims.scopes.includes(OPERATION_SCOPES.getUser)}
        />
      )}
      <RiskSettings client={client} />
    </WritePage>
  );
}
