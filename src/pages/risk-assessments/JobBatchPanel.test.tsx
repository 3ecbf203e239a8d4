import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobView } from "../../api/jobs/types";
import { BASE_URL, jsonResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import JobBatchPanel from "./JobBatchPanel";

vi.mock("../../session/SessionContext", () => ({
  useSession: () => ({
    claims: { scopes: ["update:users", "read:users"] },
    person: { sub: "s", email: "sam@x.test", name: "Sam", role: "support" },
  }),
}));
afterEach(() => vi.unstubAllGlobals());

const ID = "5b0c2b58-2b1b-4a8e-9a59-3f6f0b3d9b10";
const job = (state: JobView["state"], name: string): JobView => ({
  id: ID,
  kind: "clear-risk-assessments",
  state,
  organization_id: null,
  connection: "corp-oidc",
  reason: "INC-7",
  counts: { total: 2, done: 0, already: 0, failed: 0, unknown: 0, waiting: 2 },
  started_by: { email: "x@x.test", name, role: "support" },
  created_at: "2026-11-29T16:08:00Z",
  started_at: null,
  finished_at: null,
});

describe("JobBatchPanel", { timeout: 20_000 }, () => {
  it("starts a job with the lines, connection and reason the form checked, and shows it", async () => {
    let jobs: JobView[] = [];
    const own = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === "/__console/jobs" && init?.method === "POST") {
        jobs = [job("queued", "Sam Support")];
        return jsonResponse(202, { id: ID });
      }
      if (url === "/__console/jobs") return jsonResponse(200, { jobs });
      return jsonResponse(200, jobs[0]);
    });
    vi.stubGlobal("fetch", own);
    const user = userEvent.setup();
    renderWithQueryClient(<JobBatchPanel tenantUrl={BASE_URL} canReadUsers />);
    await user.type(screen.getByLabelText("Connection"), "corp-oidc");
    await user.click(screen.getByLabelText(/^User ids/));
    await user.paste("oidc|1\nann@x.test\noidc|1\n");
    await user.type(screen.getByLabelText("Reason"), "INC-7");
    // The server's one rate budget paces a job: no requests at a time to choose.
    expect(screen.queryByLabelText("Requests at a time")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    expect(
      await screen.findByText(/within the tenant's rate limit shared by the team/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear for 2 users" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Started by Sam Support (support)");
    const post = own.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: "clear-risk-assessments",
      lines: ["oidc|1", "ann@x.test"],
      connection: "corp-oidc",
      reason: "INC-7",
    });
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { name: "Clear risk assessments: server job" }),
      ).toHaveFocus(),
    );
    expect(screen.getByText(/Started on the server at/)).toBeVisible();
  });

  it("shows the server's refusal and keeps the list", async () => {
    const own = vi.fn<typeof fetch>(async (_input, init) =>
      init?.method === "POST"
        ? jsonResponse(404, {
            statusCode: 404,
            message: "This server keeps no store",
            errorCode: "no_store",
          })
        : jsonResponse(200, { jobs: [] }),
    );
    vi.stubGlobal("fetch", own);
    const user = userEvent.setup();
    renderWithQueryClient(<JobBatchPanel tenantUrl={BASE_URL} canReadUsers />);
    await user.type(screen.getByLabelText("Connection"), "corp-oidc");
    await user.click(screen.getByLabelText(/^User ids/));
    await user.paste("oidc|1\n");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: "Clear for 1 user" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This server keeps no store");
    expect(screen.getByLabelText(/^User ids/)).toHaveValue("oidc|1\n");
  });
});
