/** Every query key of the console's store (history, team activity, recently deleted). Imports nothing. */
export const storeKeys = {
  all: ["console-store"] as const,
  setup: () => [...storeKeys.all, "setup"] as const,
  histories: () => [...storeKeys.all, "history"] as const,
  history: (type: string, id: string) => [...storeKeys.histories(), type, id] as const,
  activities: () => [...storeKeys.all, "activity"] as const,
  activity: (filters: Readonly<Record<string, string>>) =>
    [...storeKeys.activities(), filters] as const,
  /** Everyone with an entry (`/__console/activity/people`), the person filter's options. */
  activityPeople: () => [...storeKeys.activities(), "people"] as const,
  deleted: () => [...storeKeys.all, "deleted"] as const,
};
