import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import JobsPage from "./JobsPage";

vi.mock("../../session/SessionContext", () => ({ useSession: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe("JobsPage", () => {
  it("says when there are no jobs yet, and where they come from", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => jsonResponse(200, { jobs: [] })),
    );
    renderWithQueryClient(<JobsPage />);
    expect(await screen.findByText(/No jobs yet\. A batch started/)).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the server's refusal and reads again on Try again", async () => {
    const own = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(503, { message: "The store could not be reached: try again shortly" }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { jobs: [] }));
    vi.stubGlobal("fetch", own);
    renderWithQueryClient(<JobsPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The jobs could not be read: The store could not be reached: try again shortly",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No jobs yet\. A batch/)).toBeVisible();
  });
});
