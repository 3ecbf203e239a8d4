import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type ApiClient, createApiClient } from "../../api/client";
import { BASE_URL, jsonResponse, TOKEN, textResponse } from "../../api/testFetch";
import { BatchPanel } from "./BatchPanel";
import { useBatchRun } from "./batch/useBatchRun";

/** Knows every user but those whose id holds "ghost"; `hold` keeps answers until released. */
function fakeTenant({ hold = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (hold) await released;
    return String(input).includes("ghost")
      ? jsonResponse(404, {
          statusCode: 404,
          error: "Not Found",
          message: "The user does not exist.",
          errorCode: "inexistent_user",
        })
      : textResponse(204, null);
  });
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
  return { client, fetch, release };
}

function Harness({ client }: { client: ApiClient }) {
  return <BatchPanel tenantUrl={BASE_URL} batch={useBatchRun(client, BASE_URL)} />;
}

async function runBatch(user: ReturnType<typeof userEvent.setup>, ids: string, count: number) {
  await user.click(screen.getByLabelText("Connection"));
  await user.paste("corp-oidc");
  await user.click(screen.getByLabelText("User ids, one per line"));
  await user.paste(ids);
  await user.click(screen.getByRole("button", { name: "Clear assessments" }));
  await user.click(await screen.findByRole("button", { name: `Clear for ${count} users` }));
}

describe("a batch's results stay for the tab", { timeout: 20_000 }, () => {
  it("after leaving the screen or a reload: the outcome, each failure, the CSV, and the list locked with when it was sent", async () => {
    const first = fakeTenant();
    const user = userEvent.setup();
    const { unmount } = render(<Harness client={first.client} />);
    await runBatch(user, "oidc|1\noidc|ghost\noidc|3\n", 3);
    expect(await screen.findByText("Finished: 2 cleared, 1 failed.")).toBeInTheDocument();
    unmount();

    // The screen mounts again (another screen and back, or a reload): from the tab's storage.
    const second = fakeTenant();
    render(<Harness client={second.client} />);
    expect(screen.getByRole("status")).toHaveTextContent("Finished: 2 cleared, 1 failed.");
    const ghost = screen.getByRole("row", { name: /oidc\|ghost/ });
    expect(within(ghost).getByText("User not found")).toBeInTheDocument();
    expect(within(ghost).getByText("not retried")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Cleared (2)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
    expect(screen.getByText(/^Sent at .+, 2 cleared\. This list is not sent again/)).toBeVisible();
    const list = screen.getByLabelText("User ids, one per line");
    await waitFor(() => expect(list).toHaveValue("oidc|1\noidc|ghost\noidc|3\n"));
    expect(list, "the sent list is not a ready draft").toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Clear assessments" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Restored the list/)).not.toBeInTheDocument();
    expect(second.fetch, "nothing is sent again by itself").not.toHaveBeenCalled();

    // Below a long form, the results are a button away.
    await user.click(screen.getByRole("button", { name: "Go to the results" }));
    expect(screen.getByRole("heading", { name: "Progress" })).toHaveFocus();
  });

  it("until Dismiss results: then they are gone for the tab and the list is empty", async () => {
    const first = fakeTenant();
    const user = userEvent.setup();
    const { unmount } = render(<Harness client={first.client} />);
    await runBatch(user, "oidc|1\noidc|2\n", 2);
    await user.click(await screen.findByRole("button", { name: "Dismiss results" }));

    expect(screen.queryByRole("heading", { name: "Results" })).not.toBeInTheDocument();
    const list = screen.getByLabelText("User ids, one per line");
    expect(list).toHaveValue("");
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByLabelText("Connection"), "the connection stays").toHaveValue("corp-oidc");
    unmount();

    render(<Harness client={fakeTenant().client} />);
    expect(screen.queryByRole("heading", { name: "Results" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("User ids, one per line")).toHaveValue("");
    expect(screen.queryByText(/Restored the list/)).not.toBeInTheDocument();
  });

  it("a reload mid-run: those in flight read unknown, the rest not sent, and nothing is sent until asked", async () => {
    const first = fakeTenant({ hold: true });
    const user = userEvent.setup();
    const { unmount } = render(<Harness client={first.client} />);
    await runBatch(user, "oidc|1\noidc|2\noidc|3\noidc|4\n", 4);
    await waitFor(() => expect(first.fetch).toHaveBeenCalledTimes(2));
    window.dispatchEvent(new Event("pagehide"));
    unmount();

    const second = fakeTenant();
    render(<Harness client={second.client} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Interrupted: the page was reloaded or left while the batch ran. 0 cleared, 0 failed, 2 with unknown outcome, 2 not sent.",
    );
    const inFlight = screen.getByRole("row", { name: /oidc\|1/ });
    expect(within(inFlight).getByText(/no answer was seen/)).toBeInTheDocument();
    const waiting = screen.getByRole("row", { name: /oidc\|4/ });
    expect(within(waiting).getByText(/before it was sent/)).toBeInTheDocument();
    expect(second.fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Send the 2 users not sent" }));
    expect(
      await screen.findByText("Finished: 2 cleared, 0 failed, 2 with unknown outcome."),
    ).toBeInTheDocument();
    expect(second.fetch, "only the two never sent").toHaveBeenCalledTimes(2);
  });
});
