/** Every key of a user's risk assessments. Imports nothing. */
export const riskAssessmentKeys = {
  all: ["risk-assessments"] as const,
  settings: () => [...riskAssessmentKeys.all, "settings"] as const,
  newDeviceSettings: () => [...riskAssessmentKeys.settings(), "new-device"] as const,
};
