/** Every key of a user's risk assessments. Imports nothing. */
export const riskAssessmentKeys = {
  all: ["risk-assessments"] as const,
  newDeviceSettings: () => [...riskAssessmentKeys.all, "settings", "new-device"] as const,
};
