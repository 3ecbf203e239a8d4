import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client";
import { createApiClient } from "../../api/client";
import { BASE_URL, jsonResponse, TOKEN, textResponse } from "../../api/testFetch";
import { navigationAllowed } from "../../lib/navigationGuard";
import { BatchPanel } from "./BatchPanel";
import { useBatchRun } from "./useBatchRun";

/** A tenant that knows every user but the ones whose id contains "ghost". */
function fakeTenant() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
    String(input).includes("ghost")
      ? jsonResponse(404, {
          statusCode: 404,
          error: "Not Found",
          message: "The user does not exist.",
          errorCode: "inexistent_user",
        })
      : textResponse(204, null),
  );
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
  const sentFor = (userId: string) =>
    fetch.mock.calls.filter(([url]) => String(url).includes(encodeURIComponent(userId))).length;
  return { client, fetch, sentFor };
}

/** A tenant whose answers wait until the test lets them through. */
function heldTenant() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    await released;
    return textResponse(204, null);
  });
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
  return { client, release };
}

function Harness({ client }: { client: ApiClient }) {
  return <BatchPanel tenantUrl={BASE_URL} batch={useBatchRun(client)} />;
}

async function fillBatch(user: ReturnType<typeof userEvent.setup>, ids: string) {
  await user.type(screen.getByLabelText("Connection"), "corp-oidc");
  await user.click(screen.getByLabelText("User ids, one per line"));
  await user.paste(ids);
  await user.click(screen.getByRole("button", { name: "Clear assessments" }));
}

describe("BatchPanel", { timeout: 20_000 }, () => {
  it("lists every line that is not a user id, with its number, and sends nothing", async () => {
    const { client, fetch } = fakeTenant();
    const user = userEvent.setup();
    render(<Harness client={client} />);
    await fillBatch(user, `oidc|1\n\n..\noidc|2\n${"u".repeat(1025)}\n`);

    const ids = screen.getByLabelText("User ids, one per line");
    expect(ids).toHaveAttribute("aria-invalid", "true");
    expect(ids).toHaveAccessibleDescription(/2 lines cannot be sent as user ids/);
    expect(ids).toHaveAccessibleDescription(/Line 3: "\.\." cannot be sent as a user id/);
    expect(ids).toHaveAccessibleDescription(
      /Line 5: Must be at most 1024 characters \(it has 1025\)/,
    );
    expect(screen.queryByRole("button", { name: /^Clear for/ })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("clears each user once after confirmation, lists the failure first and marks it not retried", async () => {
    const { client, sentFor } = fakeTenant();
    const user = userEvent.setup();
    render(<Harness client={client} />);
    await fillBatch(user, "oidc|1\noidc|ghost\noidc|1\n\noidc|3\n");

    const confirmation = await screen.findByRole("heading", {
      name: "Clear assessments for 3 users?",
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByText(/1 blank line and 1 repeated id left out/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear for 3 users" }));

    expect(await screen.findByText("Finished: 2 cleared, 1 failed.")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Batch progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "3");
    expect(progress).toHaveAttribute("aria-valuetext", "3 of 3 done");
    const [, firstRow] = screen.getAllByRole("row");
    expect(firstRow, "the failure comes first").toHaveAccessibleName(/oidc\|ghost/);
    const ghostRow = screen.getByRole("row", { name: /oidc\|ghost/ });
    expect(within(ghostRow).getByText("failed")).toBeInTheDocument();
    expect(within(ghostRow).getByText("not retried")).toBeInTheDocument();
    expect(within(ghostRow).getByText("User not found")).toBeInTheDocument();
    expect(within(ghostRow).getByText("The user does not exist.")).toBeInTheDocument();
    expect([sentFor("oidc|1"), sentFor("oidc|ghost"), sentFor("oidc|3")]).toEqual([1, 1, 1]);
    expect(
      screen.queryByRole("button", { name: "Retry failed" }),
      "an unknown user would fail again",
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Cleared (2)" }));
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("row", { name: /oidc\|ghost/ })).not.toBeInTheDocument();
  });
});

/** Whether leaving the screen (a link, a reload) would ask. */
function leavingAsks(): boolean {
  const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
  const reload = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(reload);
  const allowed = navigationAllowed();
  const asked = confirm.mock.calls.length > 0;
  confirm.mockRestore();
  expect(reload.defaultPrevented, "a reload asks exactly when a link does").toBe(!allowed);
  expect(asked, "the question is asked when leaving is refused").toBe(!allowed);
  return !allowed;
}

describe("BatchPanel, leaving the screen", { timeout: 20_000 }, () => {
  it("asks only while the batch runs: not over a typed list, not once it has finished", async () => {
    const { client, release } = heldTenant();
    const user = userEvent.setup({ delay: null });
    render(<Harness client={client} />);
    await user.click(screen.getByLabelText("Connection"));
    await user.paste("corp-oidc");
    await user.click(screen.getByLabelText("User ids, one per line"));
    await user.paste("oidc|1\noidc|2\n");
    expect(leavingAsks(), "a typed list: the draft brings it back").toBe(false);

    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    expect(leavingAsks(), "awaiting confirmation: nothing sent yet").toBe(false);
    await user.click(await screen.findByRole("button", { name: "Clear for 2 users" }));
    // The screen reads the run's progress on the next frame.
    await waitFor(() => expect(leavingAsks(), "running: leaving would stop it").toBe(true));

    release();
    expect(await screen.findByText("Finished: 2 cleared, 0 failed.")).toBeInTheDocument();
    expect(leavingAsks(), "finished: each outcome is in Activity").toBe(false);
  });
});
