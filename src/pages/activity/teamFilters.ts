import type { ActivityFilters } from "../../api/history/activity";
import { routeParam } from "../../lib/routeQuery";

/**
 * Team Activity's filters as the route's query keeps them (`#/activity?person=…&from=2030-01-02`),
 * so a filtered view can be linked and survives a reload. The days are the person's own: they
 * become instants of their time zone only when the server is asked.
 */
export interface TeamFilters {
  person: string;
  operation: string;
  object: string;
  /** YYYY-MM-DD, as a date input gives it; "" for none. */
  from: string;
  to: string;
}

export const FILTER_NAMES = ["person", "operation", "object", "from", "to"] as const;

export function filtersOfRoute(path: string): TeamFilters {
  const value = (name: (typeof FILTER_NAMES)[number]) => routeParam(path, name) ?? "";
  return {
    person: value("person"),
    operation: value("operation"),
    object: value("object"),
    from: value("from"),
    to: value("to"),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight starting `day`; undefined for no day or one that is no date. */
function localMidnight(day: string, plusDays = 0): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number);
  const at = new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + plusDays);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The filters as the server takes them: `to` includes its whole day, in the person's zone. */
export function serverFilters(filters: TeamFilters): ActivityFilters {
  const from = localMidnight(filters.from);
  const dayAfter = localMidnight(filters.to, 1);
  return {
    person: filters.person,
    operation: filters.operation,
    object: filters.object.trim(),
    from: from?.toISOString(),
    // The server includes the instant `to` names: the last millisecond of the day.
    to: dayAfter === undefined ? undefined : new Date(dayAfter.getTime() - 1).toISOString(),
  };
}
