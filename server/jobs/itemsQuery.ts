import { JOB_ITEM_STATES, type JobItemState, MAX_LISTED_ITEMS } from "../../src/api/jobs/types.ts";
import { ProxyRefusal } from "../proxy/proxyError.ts";

/** What `GET /__console/jobs/{id}/items` was asked for. */
interface ItemsQuery {
  states: JobItemState[];
  limit: number;
}

const KEYS = ["state", "limit"];
const DEFAULT_LIMIT = 100;

function refused(message: string): ProxyRefusal {
  return new ProxyRefusal(400, message, "invalid_query");
}

/**
 * `?state=unknown,failed&limit=100`: `state` (required) one or more item states, comma
 * separated; `limit` 1 to 1,000 (100 when left out). Each mistake is its own 400.
 */
export function itemsQuery(search: URLSearchParams): ItemsQuery {
  const values = new Map<string, string>();
  for (const [key, value] of search) {
    if (!KEYS.includes(key)) {
      throw refused(`Unknown query parameter "${key}": this endpoint takes ${KEYS.join(", ")}`);
    }
    if (values.has(key)) throw refused(`"${key}" may appear only once`);
    values.set(key, value);
  }
  const state = values.get("state");
  if (state === undefined || state === "") {
    throw refused(`"state" is required: one or more of ${JOB_ITEM_STATES.join(", ")}`);
  }
  const states: JobItemState[] = [];
  for (const name of state.split(",")) {
    const known = JOB_ITEM_STATES.find((item) => item === name);
    if (!known) {
      throw refused(
        `"state" holds "${name.slice(0, 40)}": each must be one of ${JOB_ITEM_STATES.join(", ")}`,
      );
    }
    if (!states.includes(known)) states.push(known);
  }
  const limit = values.get("limit");
  let count = DEFAULT_LIMIT;
  if (limit !== undefined) {
    count = /^[0-9]{1,4}$/.test(limit) ? Number(limit) : 0;
    if (count < 1 || count > MAX_LISTED_ITEMS) {
      throw refused(`"limit" must be a whole number from 1 to ${MAX_LISTED_ITEMS}`);
    }
  }
  return { states, limit: count };
}
