import { expect, it } from "vitest";
import { OPERATIONS } from "../../src/api/operations.ts";
import { apiRoute } from "../../tenant/paths.ts";
import { tenantOperations } from "../../tenant/registry.ts";
import type { TenantRuntime } from "../../tenant/runtime.ts";
import { answerBucket, bucketOfOperation, callCharges, GLOBAL_BUCKET } from "./rateBuckets.ts";

it("names for each operation the bucket the local tenant charges it to, besides the tenant-wide one", () => {
  // Only the routes' method, path and bucket are read; no handler is called.
  const served = tenantOperations({} as TenantRuntime);
  const tenantBucket = (method: string, path: string) =>
    served.find((op) => op.method === method && op.path === apiRoute(path))?.bucket;
  const differing = OPERATIONS.filter(
    (route) =>
      bucketOfOperation(route.name) !== (tenantBucket(route.method, route.path) ?? GLOBAL_BUCKET),
  ).map((route) => route.name);
  expect(differing).toEqual([]);
});

it("charges a job's call to every bucket it and its read before draw from", () => {
  const org = "org_0123456789abcdef";
  expect(answerBucket("POST", `/organizations/${org}/members`)).toBe("writeMembers");
  expect(answerBucket("GET", "/users/auth0%7Ca/organizations")).toBe(GLOBAL_BUCKET);
  expect(answerBucket("GET", "/not-an-operation")).toBe(GLOBAL_BUCKET);
  // The proxy reads the organization before adding members (its name for the audit).
  expect(Object.fromEntries(callCharges("POST", `/organizations/${org}/members`))).toEqual({
    global: 2,
    writeMembers: 1,
    getOrganization: 1,
  });
  expect(
    Object.fromEntries(callCharges("POST", "/users/auth0%7Ca/risk-assessments/clear")),
  ).toEqual({ global: 1 });
});
