import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client";
import { createApiClient } from "../../api/client";
import { BASE_URL, jsonResponse, TOKEN, textResponse } from "../../api/testFetch";
import { navigationAllowed } from "../../lib/navigationGuard";
import { BatchPanel } from "./BatchPanel";
import { useBatchRun } from "./batch/useBatchRun";

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

/**
 * A tenant that answers the first `answered` clears, then dies with the next two in flight: the
 * browser's fetch refuses them, and every later one, with a bare TypeError until it comes back.
 */
function tenantThatDies(answered: number) {
  let dying = true;
  let down = false;
  const held: (() => void)[] = [];
  const refused = () => new TypeError("Failed to fetch");
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (down) throw refused();
    if (!dying || fetch.mock.calls.length <= answered) return textResponse(204, null);
    return new Promise<Response>((_, reject) => {
      held.push(() => reject(refused()));
      if (held.length < 2) return;
      dying = false;
      down = true;
      for (const refuse of held.splice(0)) refuse();
    });
  });
  const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
  return {
    client,
    fetch,
    comeBack() {
      down = false;
    },
  };
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

function Harness({ client, canReadUsers }: { client: ApiClient; canReadUsers?: boolean }) {
  return (
    <BatchPanel
      tenantUrl={BASE_URL}
      batch={useBatchRun(client, BASE_URL)}
      canReadUsers={canReadUsers}
    />
  );
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

  it("pauses when the tenant stops answering, says so, and Resume from the keyboard sends the rest", async () => {
    const tenant = tenantThatDies(2);
    const user = userEvent.setup();
    render(<Harness client={tenant.client} />);
    await fillBatch(user, "oidc|1\noidc|2\noidc|3\noidc|4\noidc|5\n");
    await user.click(await screen.findByRole("button", { name: "Clear for 5 users" }));

    const paused = await screen.findByText(
      "Paused: the tenant is not answering. 1 user not sent yet: press Resume once it is back.",
    );
    expect(paused, "announced in the batch's live region").toHaveAttribute("role", "status");
    expect(tenant.fetch, "only the two in flight met the dead tenant").toHaveBeenCalledTimes(4);
    expect(screen.getByText("Unknown outcome")).toHaveTextContent("Unknown outcome 2");
    expect(screen.getByText("Failed")).toHaveTextContent("Failed 0");
    expect(screen.getByText("Waiting")).toHaveTextContent("Waiting 1");

    tenant.comeBack();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Progress" })).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.getByRole("button", { name: "Resume" })).toHaveFocus());
    await user.keyboard("{Enter}");

    expect(
      await screen.findByText("Finished: 3 cleared, 0 failed, 2 with unknown outcome."),
    ).toBeInTheDocument();
    expect(tenant.fetch, "the last user, once").toHaveBeenCalledTimes(5);
    expect(screen.queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Send again the 2 users with unknown outcome" }),
    ).toBeInTheDocument();
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

describe("BatchPanel with emails", { timeout: 20_000 }, () => {
  /** Jane is one user; two users share sam@; no one has nobody@. Every clear succeeds. */
  function tenantWithEmails() {
    const user = (id: string) => ({
      user_id: id,
      identities: [{ connection: "corp-oidc", user_id: id, provider: "oidc", isSocial: false }],
    });
    const byEmail: Record<string, object[]> = {
      "jane@acme.example": [user("oidc|jane")],
      "sam@acme.example": [user("oidc|sam-1"), user("samlp|sam-2")],
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith("/users-by-email")) {
        return jsonResponse(200, byEmail[url.searchParams.get("email") ?? ""] ?? []);
      }
      if (url.searchParams.get("fields") === "identities") return jsonResponse(200, user("x"));
      return textResponse(204, null);
    });
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => TOKEN, fetch });
    const clears = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input)).pathname)
        .filter((path) => path.endsWith("/risk-assessments/clear"))
        .map((path) => decodeURIComponent(path.split("/")[4] ?? ""));
    return { client, clears };
  }

  it("reads each email's user before its clear; an unknown or shared email fails with its reason and sends nothing", async () => {
    const tenant = tenantWithEmails();
    const user = userEvent.setup();
    render(<Harness client={tenant.client} canReadUsers />);
    await user.click(screen.getByLabelText("User ids, one per line"));
    await user.paste("oidc|1\njane@acme.example\nnobody@acme.example\nsam@acme.example\n");
    expect(screen.getByLabelText("User ids, one per line")).toHaveAccessibleDescription(
      /4 users to clear \(3 emails to look up first\)/,
    );
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: "Clear for 4 users" }));

    expect(await screen.findByText("Finished: 2 cleared, 2 failed.")).toBeInTheDocument();
    expect(tenant.clears().sort()).toEqual(["oidc|1", "oidc|jane"]);
    const jane = screen.getByRole("row", { name: /jane@acme\.example/ });
    expect(jane).toHaveTextContent("oidc|jane");
    expect(within(jane).getByText("cleared")).toBeInTheDocument();
    const nobody = screen.getByRole("row", { name: /nobody@acme\.example/ });
    expect(within(nobody).getByText("No user with this email")).toBeInTheDocument();
    expect(within(nobody).getByText(/matched exactly, case and all/)).toBeInTheDocument();
    expect(within(nobody).getByText("not retried")).toBeInTheDocument();
    const sam = screen.getByRole("row", { name: /sam@acme\.example/ });
    expect(within(sam).getByText(/^2 users share this email: use their ids/)).toBeInTheDocument();
  });
});
