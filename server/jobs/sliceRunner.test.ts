import { randomUUID } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProxyAnswer, ProxyCall } from "../proxy/proxy.ts";
import { openStore, type Store } from "../store/store.ts";
import type { NewJob } from "./jobStore.ts";
import { createRateBudget } from "./rateBudget.ts";
import { createSliceRunner } from "./sliceRunner.ts";

/**
 * What a run does with items a dead run left "sending", against the embedded store and a tenant
 * played by the proxy's handler: a clear is reported, a member add is read again.
 */
let parent = "";
let store: Store;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), "console-jobs-"));
  await chmod(parent, 0o755);
  store = await openStore({ kind: "embedded", dataDir: join(parent, "data"), retentionDays: 30 });
}, 120_000);

afterAll(async () => {
  await store?.close();
  await rm(parent, { recursive: true, force: true });
}, 60_000);

const ORG = "org_0123456789abcdef";

/** The tenant as the proxy would answer: `members` are the organization's, writes recorded. */
function tenant(members: Set<string>) {
  const writes: { path: string; body: unknown }[] = [];
  const answer = async ({ request, rawUrl }: ProxyCall): Promise<ProxyAnswer> => {
    const json = (body: unknown, status = 200) => ({
      response: new Response(JSON.stringify(body), { status }),
      outcomeUnknown: false,
    });
    if (request.method === "POST") {
      const body = (await request.json()) as { members?: string[] };
      writes.push({ path: rawUrl, body });
      for (const member of body.members ?? []) members.add(member);
      return { response: new Response(null, { status: 204 }), outcomeUnknown: false };
    }
    const user = decodeURIComponent(/\/users\/([^/]+)\/organizations/.exec(rawUrl)?.[1] ?? "");
    const organizations = members.has(user) ? [{ id: ORG, name: "acme" }] : [];
    return json({ organizations, start: 0, limit: 100, total: organizations.length });
  };
  return { answer, writes };
}

/** A job whose first `cut` items a dead run left "sending" a minute ago. */
async function jobCutAt(job: Omit<NewJob, "reason" | "connection">, cut: number) {
  const id = randomUUID();
  await store.jobs.create(id, { ...job, connection: "corp", reason: null }, null);
  await store.jobs.moveState(id, ["queued"], "running");
  const cutItems = Array.from({ length: cut }, (_, position) => position);
  await store.jobs.claim(id, cutItems, "dead-run", randomUUID());
  await store.pool.query(
    "UPDATE console_job_items SET updated_at = now() - interval '1 minute' WHERE job_id = $1",
    [id],
  );
  return id;
}

function runner(answer: (call: ProxyCall) => Promise<ProxyAnswer>) {
  const budget = createRateBudget(store.budgetPool, "http://tenant.test slice-runner", (error) => {
    throw error;
  });
  return createSliceRunner({
    store: store.jobs,
    answer,
    budget,
    takeoverSeconds: 4,
    stopping: () => false,
  });
}

async function states(id: string) {
  const rows = [];
  for await (const batch of store.jobs.items(id)) rows.push(...batch);
  return rows.map((item) => [item.line, item.state, item.errorCode, item.attempts]);
}

describe("a slice taken over after a crash", () => {
  it("reports a clear that was in flight as outcome unknown and sends it no more", async () => {
    const played = tenant(new Set());
    const id = await jobCutAt(
      { kind: "clear-risk-assessments", organizationId: null, lines: ["auth0|a", "auth0|b"] },
      1,
    );
    expect(await runner(played.answer)({ jobId: id, from: 0, to: 2 })).toEqual({ done: true });
    expect(await states(id)).toEqual([
      ["auth0|a", "unknown", "outcome_unknown", 1],
      ["auth0|b", "done", null, 1],
    ]);
    expect(played.writes.map((write) => write.path)).toEqual([
      "/api/v2/users/auth0%7Cb/risk-assessments/clear",
    ]);
    expect((await store.jobs.view(id))?.state).toBe("finished");
  });

  it("reads a member add that was in flight again: a member is done, one still outside is sent again", async () => {
    // The dead run's request added auth0|a; auth0|b's never reached the tenant.
    const played = tenant(new Set(["auth0|a", "auth0|old"]));
    const lines = ["auth0|a", "auth0|b", "auth0|c", "auth0|old"];
    const id = await jobCutAt({ kind: "add-organization-members", organizationId: ORG, lines }, 2);
    expect(await runner(played.answer)({ jobId: id, from: 0, to: 4 })).toEqual({ done: true });
    expect(await states(id)).toEqual([
      ["auth0|a", "done", "member_on_recheck", 1],
      ["auth0|b", "done", null, 2],
      ["auth0|c", "done", null, 1],
      ["auth0|old", "done", "already_member", 0],
    ]);
    expect(played.writes.map((write) => write.body)).toEqual([{ members: ["auth0|b", "auth0|c"] }]);
  });
});
