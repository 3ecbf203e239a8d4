import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiClient, createApiClient } from "../../api/client";
import { BASE_URL, TOKEN, textResponse } from "../../api/testFetch";
import { navigationAllowed } from "../../lib/navigationGuard";
import { BatchPanel } from "./BatchPanel";
import { useBatchRun } from "./useBatchRun";

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

afterEach(() => {
  sessionStorage.clear();
});

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
