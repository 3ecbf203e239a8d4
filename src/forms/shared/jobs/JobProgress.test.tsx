import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobView } from "../../../api/jobs/types";
import { jsonResponse } from "../../../api/testFetch";
import { renderWithQueryClient } from "../../../test/render";
import { JobProgress } from "./JobProgress";

const role = vi.hoisted(() => ({ current: "support" }));
vi.mock("../../../session/SessionContext", () => ({
  useSession: () => ({
    claims: { scopes: ["update:users"] },
    person: { sub: "s", email: "sam@x.test", name: "Sam", role: role.current },
  }),
}));
afterEach(() => vi.unstubAllGlobals());

const JOB: JobView = {
  id: "5b0c2b58-2b1b-4a8e-9a59-3f6f0b3d9b10",
  kind: "clear-risk-assessments",
  state: "running",
  organization_id: null,
  connection: "staff",
  reason: "INC-39",
  counts: { total: 3000, done: 900, already: 0, failed: 90, unknown: 10, waiting: 2000 },
  started_by: { email: "sam@x.test", name: "Sam Support", role: "support" },
  created_at: "2026-11-29T16:08:00Z",
  started_at: "2026-11-29T16:08:01Z",
  finished_at: null,
};

function serve(job: JobView) {
  const own = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes("/items?")) {
      return jsonResponse(200, {
        items: [
          {
            position: 4,
            line: "ann@x.test",
            user_id: null,
            state: "failed",
            status: null,
            error_code: "no_user",
            message: "No user has this email",
          },
        ],
      });
    }
    if (url.endsWith("/cancel") && init?.method === "POST") {
      return jsonResponse(200, { ...job, state: "cancelled" });
    }
    return jsonResponse(200, job);
  });
  vi.stubGlobal("fetch", own);
  return own;
}

describe("JobProgress", () => {
  it("says who started it, the counts, the failures first, and cancels once confirmed", async () => {
    role.current = "support";
    const own = serve(JOB);
    renderWithQueryClient(<JobProgress id={JOB.id} />);
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Started by Sam Support (support)");
    expect(status).toHaveTextContent("Running");
    expect(screen.getByRole("progressbar", { name: "Job progress" })).toHaveAttribute(
      "aria-valuenow",
      "1000",
    );
    const failures = await screen.findByRole("region", { name: "Failed and outcome unknown" });
    expect(within(failures).getByRole("cell", { name: "No user has this email" })).toBeVisible();
    expect(within(failures).getByText(/The first 1 of 100/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Download results (CSV)" })).toHaveAttribute(
      "href",
      `/__console/jobs/${JOB.id}/results.csv`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const confirm = screen.getByRole("region", { name: "Cancel this job?" });
    expect(own).not.toHaveBeenCalledWith(expect.stringMatching(/cancel$/), expect.anything());
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel job" }));
    expect(await screen.findByText("Cancelled:")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("reads the failures again when an outcome unknown comes after 25 failures, and lists it first", async () => {
    role.current = "support";
    let job: JobView = { ...JOB, counts: { ...JOB.counts, failed: 30, unknown: 0 } };
    const item = (state: "failed" | "unknown", line: string) => ({
      position: 0,
      line,
      user_id: null,
      state,
      status: null,
      error_code: null,
      message: `${line} went wrong`,
    });
    const own = vi.fn<typeof fetch>(async (input) => {
      if (!String(input).includes("/items?")) return jsonResponse(200, job);
      const items = [item("failed", "oidc|failed")];
      return jsonResponse(200, {
        items: job.counts.unknown > 0 ? [item("unknown", "oidc|unknown"), ...items] : items,
      });
    });
    vi.stubGlobal("fetch", own);
    renderWithQueryClient(<JobProgress id={JOB.id} />);
    const failures = await screen.findByRole("region", { name: "Failed and outcome unknown" });
    expect(await within(failures).findByText("oidc|failed")).toBeVisible();
    job = { ...job, counts: { ...job.counts, unknown: 1 } };
    const rows = async () => within(failures).getAllByRole("row").slice(1);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(2), { timeout: 3000 });
    expect((await rows())[0]).toHaveTextContent("oidc|unknown");
  });

  it("disables steering for a role the operation refuses, saying why", async () => {
    role.current = "auditor";
    serve({ ...JOB, counts: { ...JOB.counts, failed: 0, unknown: 0 } });
    renderWithQueryClient(<JobProgress id={JOB.id} />);
    const pause = await screen.findByRole("button", { name: "Pause" });
    expect(pause).toBeDisabled();
    expect(pause).toHaveAccessibleDescription(/Your role, auditor, cannot/);
  });
});
