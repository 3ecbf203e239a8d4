import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../api/client";
import { newDeviceSettingsOptions } from "../../api/risk-assessments/newDeviceSettings";
import { riskAssessmentMessages } from "../../forms/risk-assessment/messages";

const text = riskAssessmentMessages.page.newDevice;

interface NewDeviceSettingProps {
  client: ApiClient;
  /** The token holds read:attack_protection: without it nothing is read or shown. */
  canRead: boolean;
}

/**
 * What a clear resets, in the tenant's own figure: "The tenant remembers a device for 30 days…" Read once
 * a session; without the scope, or when the read fails, it says nothing rather than guess.
 */
export function NewDeviceSetting({ client, canRead }: NewDeviceSettingProps) {
  const setting = useQuery({ ...newDeviceSettingsOptions(client), enabled: canRead });
  if (!canRead || setting.data === undefined) return null;
  return <p className="new-device-setting">{text.rememberedFor(setting.data.remember_for)}</p>;
}
