/** The risk settings (the risk screen's Risk settings region). */
export const riskSettingsMessages = {
  heading: "Risk settings",
  intro:
    "For administrators: whether the tenant assesses sign-ins for risk at all, and how long the new-device assessor remembers a device. Each applies to every user of the tenant.",
  enabled: "Assess sign-ins for risk",
  enabledHint:
    "Off, no sign-in is assessed and nothing is blocked for a new device; clearing users is not needed while it is off.",
  rememberFor: "Remember devices for (days)",
  rememberForHint: (min: number, max: number) =>
    `A whole number of days from ${min} to ${max}. A sign-in from a device not seen for longer is assessed as new.`,
  rememberForInvalid: (min: number, max: number) =>
    `Enter a whole number of days from ${min} to ${max}.`,
  submit: "Save settings",
  pending: "Saving the settings…",
  nothingChanged: "Nothing changed: the settings are as the tenant holds them.",
  saved: "Saved the risk settings.",
  /** How Activity names each write's target: the tenant's setting and its new value. */
  switchTarget: (enabled: boolean) => `risk assessments ${enabled ? "on" : "off"}`,
  daysTarget: (days: number) => `devices remembered for ${days} ${days === 1 ? "day" : "days"}`,
  loading: "Reading the risk settings…",
  readFailed: (why: string) => `The risk settings could not be read: ${why}`,
  retry: "Read again",
};
