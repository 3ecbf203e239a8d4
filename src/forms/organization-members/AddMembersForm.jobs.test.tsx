import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { AddMembersForm } from "./AddMembersForm";

vi.mock("../../session/useScopeProblem", () => ({ useScopeProblem: () => undefined }));
// Where the console's server runs jobs (a store and its own credentials).
vi.mock("../../session/SessionContext", () => ({ useSession: () => null }));
vi.mock("../../session/useConsoleJobs", () => ({ useConsoleJobs: () => true }));
afterEach(() => vi.unstubAllGlobals());

const ORGANIZATION = { id: "org_Ac3mEc0rp9Xw2Lq7", name: "acme" };
const ID = "5b0c2b58-2b1b-4a8e-9a59-3f6f0b3d9b10";

describe("AddMembersForm where the server runs jobs", { timeout: 15_000 }, () => {
  it("hands the checked lines to an add-members job and shows its progress; nothing goes to the tenant", async () => {
    const own = vi.fn<typeof fetch>(async (input, init) => {
      if (init?.method === "POST") return jsonResponse(202, { id: ID });
      if (String(input) === "/__console/jobs") return jsonResponse(200, { jobs: [] });
      return jsonResponse(200, {
        id: ID,
        kind: "add-organization-members",
        state: "running",
        organization_id: ORGANIZATION.id,
        connection: null,
        reason: null,
        counts: { total: 2, done: 1, already: 1, failed: 0, unknown: 0, waiting: 0 },
        started_by: { email: "ada@x.test", name: "Ada Admin", role: "administrator" },
        created_at: "2026-11-29T16:08:00Z",
        started_at: null,
        finished_at: null,
      });
    });
    vi.stubGlobal("fetch", own);
    const { client, fetch: tenant } = setup([]);
    renderWithQueryClient(
      <AddMembersForm
        client={client}
        organization={ORGANIZATION}
        blockedBy={undefined}
        findWith={client}
        onAdded={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("User ids"), "auth0|sam, jane@acme.example");
    await user.click(screen.getByRole("button", { name: "Add members" }));

    const progress = await screen.findByRole("region", { name: "Add members: server job" });
    expect(within(progress).getByRole("status")).toHaveTextContent(
      "Started by Ada Admin (administrator)",
    );
    expect(screen.getByText("Already members")).toBeVisible();
    const post = own.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: "add-organization-members",
      organization_id: ORGANIZATION.id,
      lines: ["auth0|sam", "jane@acme.example"],
    });
    expect(screen.getByLabelText("User ids")).toHaveValue("");
    expect(tenant).not.toHaveBeenCalled();
  });
});
