import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { describeApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { newDeviceSettingsOptions } from "../../api/risk-assessments/newDeviceSettings";
import { riskAssessmentSettingsOptions } from "../../api/risk-assessments/settings";
import { riskSettingsMessages as text } from "../../forms/risk-settings/messages";
import { RiskSettingsForm } from "../../forms/risk-settings/RiskSettingsForm";
import { useScopeProblem } from "../../session/useScopeProblem";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";

/**
 * The Risk settings region, for administrators: read first, then the form. A token that cannot
 * read them (support staff) sees nothing of it; one that can read but not change them sees the
 * form with Save saying why.
 */
export function RiskSettings({ client }: { client: ApiClient }) {
  const headingId = useId();
  const canRead = useScopeProblem("getRiskAssessmentSettings") === undefined;
  const blockedBy = useScopeProblem("updateRiskAssessmentSettings");
  const settings = useQuery({ ...riskAssessmentSettingsOptions(client), enabled: canRead });
  const newDevice = useQuery({ ...newDeviceSettingsOptions(client), enabled: canRead });
  if (!canRead) return null;
  const error = settings.error ?? newDevice.error;
  return (
    <section
      aria-labelledby={headingId}
      className="risk-settings stack"
      aria-busy={settings.isFetching || newDevice.isFetching}
    >
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      {error ? (
        <Banner tone="error" role="alert">
          <p>{text.readFailed(describeApiError(error))}</p>
          <Button
            type="button"
            onClick={() => {
              void settings.refetch();
              void newDevice.refetch();
            }}
          >
            {text.retry}
          </Button>
        </Banner>
      ) : settings.data && newDevice.data ? (
        <RiskSettingsForm
          client={client}
          settings={settings.data}
          newDevice={newDevice.data}
          blockedBy={blockedBy}
        />
      ) : (
        <p role="status">{text.loading}</p>
      )}
    </section>
  );
}
