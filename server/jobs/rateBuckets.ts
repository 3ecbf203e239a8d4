import type { OperationName } from "../../src/api/operations.ts";
import { API_PREFIX, matchOperation } from "../proxy/allowList.ts";

/** The tenant-wide bucket every call is charged to. */
export const GLOBAL_BUCKET = "global";

/**
 * Operations the service charges to a bucket of their own as well (lifecycle-operations.md,
 * "Rate-limit buckets", enterprise column; the local tenant's registry names the same, which
 * rateBuckets.test.ts holds it to). The answer's X-RateLimit-* then describe whichever of the two
 * is closer to refusing, so such an answer re-anchors its own bucket's row, never the tenant-wide
 * one, and a job paced by the tenant-wide figures is never sent into a smaller bucket's 429.
 */
const OWN_BUCKETS: Partial<Record<OperationName, string>> = {
  listOrganizations: "listOrganizations",
  getOrganization: "getOrganization",
  getOrganizationByName: "getOrganizationByName",
  createOrganization: "writeOrganizations",
  updateOrganization: "writeOrganizations",
  deleteOrganization: "writeOrganizations",
  listOrganizationMembers: "readMembers",
  addOrganizationMembers: "writeMembers",
  removeOrganizationMembers: "writeMembers",
  listMemberRoles: "readMemberRoles",
  assignMemberRoles: "writeMemberRoles",
  removeMemberRoles: "writeMemberRoles",
  listOrganizationConnections: "readOrganizationConnections",
  getOrganizationConnection: "readOrganizationConnections",
  addOrganizationConnection: "writeOrganizationConnections",
  updateOrganizationConnection: "writeOrganizationConnections",
  removeOrganizationConnection: "writeOrganizationConnections",
  getTokenExchangeProfile: "readTokenExchangeProfiles",
  createTokenExchangeProfile: "writeTokenExchangeProfiles",
  updateTokenExchangeProfile: "writeTokenExchangeProfiles",
  deleteTokenExchangeProfile: "writeTokenExchangeProfiles",
};

function routeOf(method: string, path: string) {
  try {
    return matchOperation(method, `${API_PREFIX}${path}`).route;
  } catch {
    // Not an operation of the table: the tenant-wide bucket alone meters it.
    return undefined;
  }
}

/** The bucket an operation's answers describe: its own, or the tenant-wide one. */
export function bucketOfOperation(name: string): string {
  return OWN_BUCKETS[name as OperationName] ?? GLOBAL_BUCKET;
}

/** The bucket whose figures an answer to `method path` (below /api/v2) describes. */
export function answerBucket(method: string, path: string): string {
  const route = routeOf(method, path);
  return route ? bucketOfOperation(route.name) : GLOBAL_BUCKET;
}

/**
 * Each bucket a job's call of `method path` draws from, and how many requests: the call itself
 * and, for a write, the read the proxy makes before it (decision 025), each charged to the
 * tenant-wide bucket and to its own.
 */
export function callCharges(method: string, path: string): Map<string, number> {
  const route = routeOf(method, path);
  const calls = [route?.name];
  if (route?.readBefore) calls.push(route.readBefore);
  const charges = new Map<string, number>();
  const charge = (bucket: string) => charges.set(bucket, (charges.get(bucket) ?? 0) + 1);
  for (const name of calls) {
    charge(GLOBAL_BUCKET);
    const bucket = name ? bucketOfOperation(name) : GLOBAL_BUCKET;
    if (bucket !== GLOBAL_BUCKET) charge(bucket);
  }
  return charges;
}
