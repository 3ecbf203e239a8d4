/** Deleted objects to restore; listed only where the page's server keeps a store. */
export const recentlyDeletedRoute = {
  path: "/recently-deleted",
  label: "Recently deleted",
  needsStore: true,
  load: () => import("./RecentlyDeletedPage"),
};
