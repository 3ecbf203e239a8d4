/** The team's writes where the server keeps a store, else this tab's; it needs no scope of its own. */
export const activityRoute = {
  path: "/activity",
  label: "Activity",
  load: () => import("./ActivityScreen"),
};
