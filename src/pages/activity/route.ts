/** Every write made in this tab; it needs no scope of its own. */
export const activityRoute = {
  path: "/activity",
  label: "Activity",
  load: () => import("./ActivityPage"),
};
