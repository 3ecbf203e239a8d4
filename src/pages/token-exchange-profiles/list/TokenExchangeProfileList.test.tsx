import { QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  callOf,
  hang,
  jsonResponse,
  type Reply,
  setup,
  textResponse,
} from "../../../api/testFetch";
import { tokenExchangeProfileListOptions } from "../../../api/token-exchange-profiles/list";
import { createQueryClient } from "../../../app/queryClient";
import { renderWithQueryClient } from "../../../test/render";
import { pageOf, profileId, testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { PAGE_SIZE_KEY } from "./pageSizeSetting";
import { TokenExchangeProfileList } from "./TokenExchangeProfileList";

const SCOPE = "read:token_exchange_profiles";

// Several requests and renders in a row: give them room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out; the virtualizer reads the grid's size from clientWidth/clientHeight.
const LAYOUT = { clientHeight: 400, clientWidth: 1200 };
beforeAll(() => {
  for (const [name, value] of Object.entries(LAYOUT)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
});
afterEach(() => {
  window.location.hash = "";
});
afterAll(() => {
  for (const name of Object.keys(LAYOUT)) Reflect.deleteProperty(HTMLElement.prototype, name);
});

function renderScreen(replies: Reply[], scopes: readonly string[] = [SCOPE]) {
  const api = setup(replies);
  renderWithQueryClient(<TokenExchangeProfileList client={api.client} scopes={scopes} />);
  return { ...api, user: userEvent.setup() };
}

function query(fetch: ReturnType<typeof setup>["fetch"], n: number): URLSearchParams {
  return new URL(callOf(fetch, n).url).searchParams;
}

const status = () => screen.getByRole("status");
const grid = () => screen.getByRole("grid", { name: "Token exchange profiles" });

function errorBody(status: number, error: string, message: string, errorCode: string) {
  return jsonResponse(status, { statusCode: status, error, message, errorCode });
}

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("TokenExchangeProfileList", { timeout: 20_000 }, () => {
  it("shows a skeleton, then the first page, and asks for the next before the end is reached", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "20");
    const { fetch } = renderScreen([pageOf(1, 20, "cursor-1"), pageOf(21, 40)]);
    expect(status()).toHaveTextContent("Loading profiles…");
    expect(screen.getByRole("grid")).toHaveAttribute("aria-busy", "true");

    // 20 rows and a viewport of about 8: the end is near, so page 2 follows without scrolling.
    await waitFor(() => expect(status()).toHaveTextContent("All 40 profiles loaded"));
    expect(query(fetch, 0).has("from")).toBe(false);
    expect(query(fetch, 0).get("take")).toBe("20");
    expect(query(fetch, 1).get("from")).toBe("cursor-1");
    expect(fetch).toHaveBeenCalledTimes(2);
    const firstRow = within(grid()).getAllByRole("row")[1];
    expect(firstRow).toHaveTextContent(profileId(1));
    expect(firstRow).toHaveTextContent("Profile number 1");
  });

  it("renders a bounded number of rows however many are loaded", async () => {
    renderScreen([pageOf(1, 100)]);
    await waitFor(() => expect(status()).toHaveTextContent("All 100 profiles loaded"));
    const rows = within(grid()).getAllByRole("row");
    expect(rows.length).toBeLessThan(30);
    expect(grid()).toHaveAttribute("aria-rowcount", "101");
  });

  it("says 'Loaded N profiles' while more exist", async () => {
    renderScreen([pageOf(1, 50, "cursor-1")]);
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 50 profiles"));
  });

  it("shows an error row whose Retry asks again for the same page", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "20");
    const forbidden = errorBody(403, "Forbidden", "Feature not enabled", "insufficient_scope");
    const { fetch, user } = renderScreen([pageOf(1, 20, "cursor-1"), forbidden, pageOf(21, 40)]);

    // The skeleton is a grid too: wait for the rows before looking inside the grid.
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 20 profiles"));
    const alert = await within(grid()).findByRole("alert");
    expect(alert).toHaveTextContent("Could not load more profiles. Feature not enabled.");
    expect(status()).toHaveTextContent("Loaded 20 profiles");
    await user.click(within(grid()).getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(status()).toHaveTextContent("All 40 profiles loaded"));
    expect(query(fetch, 2).get("from")).toBe("cursor-1");
    expect(fetch).toHaveBeenCalledTimes(3);
    // Retry went away with the error: focus waits on the row it was after, not on the page.
    expect(document.activeElement).toHaveAttribute("role", "row");
    expect(document.activeElement).toHaveTextContent(profileId(20));
  });

  it("restarts from the first page with a notice when the cursor has expired", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "20");
    const expired = errorBody(
      400,
      "Bad Request",
      "Query validation error: 'from has expired' on property from.",
      "invalid_query_string",
    );
    const { fetch } = renderScreen([
      pageOf(1, 20, "old-cursor"),
      expired,
      pageOf(1, 20, "new-cursor"),
      pageOf(21, 40),
    ]);

    expect(await screen.findByText(/The list restarted from the first page/)).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent("All 40 profiles loaded"));
    expect(query(fetch, 1).get("from")).toBe("old-cursor");
    expect(query(fetch, 2).has("from")).toBe(false);
    expect(query(fetch, 3).get("from")).toBe("new-cursor");
  });

  it("restarts by itself only once when the tenant refuses every cursor", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "20");
    const refused = () =>
      errorBody(400, "Bad Request", "Query validation error: 'bad' on property from.", "x");
    const { fetch, user } = renderScreen([
      pageOf(1, 20, "a"),
      refused(),
      pageOf(1, 20, "b"),
      refused(),
      pageOf(1, 20, "c"),
      pageOf(21, 40),
    ]);

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    const restart = await screen.findByRole("button", { name: "Restart from the first page" });
    expect(screen.getByText(/did not accept the list's place again/)).toBeVisible();
    expect(fetch, "no third automatic restart").toHaveBeenCalledTimes(4);
    await user.click(restart);
    await waitFor(() => expect(status()).toHaveTextContent("All 40 profiles loaded"));
  });

  it("counts down while the tenant rate-limits, and resumes by itself", async () => {
    const resetSeconds = Math.ceil(Date.now() / 1000) + 1;
    const limited = jsonResponse(
      429,
      { statusCode: 429, error: "Too Many Requests", message: "Global limit has been reached" },
      {
        "X-RateLimit-Limit": "1",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": String(resetSeconds),
      },
    );
    renderScreen([limited, pageOf(1, 10)]);

    expect(await screen.findByText(/Resuming in/)).toBeVisible();
    expect(
      screen.getByText(
        /The tenant is limiting requests, so loading is paused\. It resumes by itself\./,
      ),
    ).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent("All 10 profiles loaded"));
    expect(screen.queryByText(/Resuming in/)).toBeNull();
  });

  it("counts down the wait of a first page asked for before the screen mounted", async () => {
    // As the early first page (src/app/firstPage.ts) or a render React throws away starts it.
    const api = setup([
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "1" }),
      pageOf(1, 10),
    ]);
    const queryClient = createQueryClient();
    void queryClient.prefetchInfiniteQuery(tokenExchangeProfileListOptions(api.client, 50));
    await waitFor(() => expect(api.client.rateLimitBudget.get()?.resumeAt).toBeDefined());
    render(
      <QueryClientProvider client={queryClient}>
        <TokenExchangeProfileList client={api.client} scopes={[SCOPE]} />
      </QueryClientProvider>,
    );

    expect(screen.getByText(/Resuming in/)).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent("All 10 profiles loaded"));
    expect(screen.queryByText(/Resuming in/)).toBeNull();
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it("says why the first page failed, spins nothing, and Retry asks once and loads it", async () => {
    const { fetch, user } = renderScreen([
      textResponse(200, "OK", { "Content-Type": "text/plain" }),
      pageOf(1, 10),
    ]);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Could not load the profiles. The tenant's response broke the contract: the body is not JSON.",
    );
    expect(status()).toHaveTextContent("No profiles loaded");
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(status()).toHaveTextContent("All 10 profiles loaded"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the tenant's 403 message and names the scope the token lacks", async () => {
    const message = "Insufficient scope, expected any of: read:token_exchange_profiles";
    renderScreen([errorBody(403, "Forbidden", message, "insufficient_scope")], ["update:users"]);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent("The token lacks read:token_exchange_profiles");
    expect(status()).toHaveTextContent("No profiles loaded");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled();
  });

  it("shows the empty state for a tenant without profiles", async () => {
    renderScreen([jsonResponse(200, { token_exchange_profiles: [] })]);
    expect(await screen.findByText("This tenant has no token exchange profiles.")).toBeVisible();
    expect(status()).toHaveTextContent("All 0 profiles loaded");
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("searches the whole tenant while a filter is set, saying how much it has read", async () => {
    const { fetch, user } = renderScreen([pageOf(1, 50, "cursor-1"), pageOf(51, 60)]);
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 50 profiles"));

    await user.type(screen.getByLabelText("Filter profiles"), "number 55");
    expect(await screen.findByText("1 match among all 60 profiles.")).toBeVisible();
    expect(within(grid()).getAllByRole("row")[1]).toHaveTextContent(profileId(55));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status()).toHaveTextContent("All 60 profiles loaded");
  });

  it("stops searching on Cancel search and says how far it got", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "20");
    const { fetch, user } = renderScreen([pageOf(1, 20, "cursor-1"), hang, pageOf(21, 40)]);
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 20 profiles"));
    // Rows near the end ask for page 2 anyway: let that request hang, then filter.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    await user.type(screen.getByLabelText("Filter profiles"), "number 3");
    expect(await screen.findByText("1 match so far. Searched 20 profiles…")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel search" }));
    expect(
      await screen.findByText("1 match among the first 20 profiles; the search was stopped."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel search" })).toBeNull();
  });

  it("opens details at the profile's URL, moves focus into them, and Escape returns it to the row", async () => {
    const risky = testTokenExchangeProfile(1, {
      description: '<img src="x" onerror="alert(1)">',
      tier: 2,
    });
    const { user } = renderScreen([jsonResponse(200, { token_exchange_profiles: [risky] })]);
    await waitFor(() => expect(status()).toHaveTextContent("All 1 profiles loaded"));
    await user.click(within(grid()).getByText("Profile number 1"));

    const details = await screen.findByRole("region", { name: "Details of Profile number 1" });
    expect(window.location.hash).toBe(`#/token-exchange-profiles/${profileId(1)}`);
    await waitFor(() => expect(details).toContainElement(document.activeElement as HTMLElement));
    expect(details).toHaveTextContent('description: <img src="x" onerror="alert(1)">');
    expect(details).toHaveTextContent("tier: 2");
    expect(details.querySelector("img")).toBeNull();
    expect(details.querySelector('time[datetime="2024-01-08T09:00:00.000Z"]')).not.toBeNull();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: /Details of/ })).toBeNull());
    expect(window.location.hash).toBe("#/token-exchange-profiles");
    expect(document.activeElement).toHaveAttribute("role", "row");
    expect(document.activeElement).toHaveTextContent(profileId(1));
  });

  it("opened at a details URL, reads that profile by id instead of paging to it", async () => {
    window.location.hash = `#/token-exchange-profiles/${profileId(55)}`;
    const { fetch } = renderScreen([
      pageOf(1, 50, "cursor-1"),
      jsonResponse(200, testTokenExchangeProfile(55)),
    ]);
    expect(
      await screen.findByRole("region", { name: "Details of Profile number 55" }),
    ).toBeVisible();
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(paths).toEqual([
      "/api/v2/token-exchange-profiles",
      `/api/v2/token-exchange-profiles/${profileId(55)}`,
    ]);
    expect(status()).toHaveTextContent("Loaded 50 profiles");
  });

  it("opened at the URL of an unknown profile, says the tenant has none", async () => {
    window.location.hash = `#/token-exchange-profiles/${profileId(99)}`;
    renderScreen([
      pageOf(1, 3),
      errorBody(
        404,
        "Not Found",
        "Token exchange profile not found.",
        "inexistent_token_exchange_profile",
      ),
    ]);
    const details = await screen.findByRole("region", {
      name: `Details of profile ${profileId(99)}`,
    });
    await waitFor(() =>
      expect(details).toHaveTextContent(`The tenant has no profile with id ${profileId(99)}.`),
    );
    await userEvent.setup().click(within(details).getByRole("button", { name: "Close details" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /Details of/ })).toBeNull());
  });

  it("opened at an address that is no profile id, says so without asking the tenant", async () => {
    window.location.hash = "#/token-exchange-profiles/tep_unknown";
    const { fetch } = renderScreen([pageOf(1, 3)]);
    const details = await screen.findByRole("region", { name: "Details of profile tep_unknown" });
    expect(details).toHaveTextContent("The tenant has no profile with id tep_unknown.");
    await waitFor(() => expect(status()).toHaveTextContent("All 3 profiles loaded"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("copies the exact id and says so", async () => {
    const { user } = renderScreen([pageOf(1, 3)]);
    const copy = await screen.findByRole("button", { name: `Copy id ${profileId(2)}` });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(profileId(2));
    expect(screen.getByText(`Copied ${profileId(2)}`)).toBeInTheDocument();
  });

  it("moves between rows with the keyboard and keeps focus when a page arrives", async () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "40");
    const { user } = renderScreen([pageOf(1, 40, "cursor-1"), pageOf(41, 80)]);
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 40 profiles"));

    screen.getByRole("combobox", { name: "Page size" }).focus();
    await user.keyboard("{Tab}");
    expect(document.activeElement).toHaveTextContent(profileId(1));
    await user.keyboard("{Tab}");
    expect(grid().contains(document.activeElement), "the grid is one tab stop").toBe(false);
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAccessibleName(`Copy id ${profileId(1)}`);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toHaveTextContent(profileId(1));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toHaveTextContent(profileId(3));
    await user.keyboard("{End}");
    expect(document.activeElement).toHaveTextContent(profileId(40));

    await waitFor(() => expect(status()).toHaveTextContent("All 80 profiles loaded"));
    expect(document.activeElement).toHaveTextContent(profileId(40));
    await user.keyboard("{Enter}");
    expect(
      await screen.findByRole("region", { name: "Details of Profile number 40" }),
    ).toBeVisible();
    expect(within(grid()).getByRole("row", { selected: true })).toHaveTextContent(profileId(40));
  });

  it("restarts from the first page with the page size chosen by the list", async () => {
    const { fetch, user } = renderScreen([pageOf(1, 50, "cursor-1"), pageOf(1, 10, "cursor-x")]);
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 50 profiles"));
    const size = screen.getByRole("combobox", { name: "Page size" });
    expect(size).toHaveAttribute("name", "take");

    await user.selectOptions(size, "10 per page");
    await waitFor(() => expect(status()).toHaveTextContent("Loaded 10 profiles"));
    expect(query(fetch, 1).get("take")).toBe("10");
    expect(query(fetch, 1).has("from")).toBe(false);
    expect(sessionStorage.getItem(PAGE_SIZE_KEY)).toBe("10");
  });
});

describe("TokenExchangeProfileList when the tenant does not answer", { timeout: 20_000 }, () => {
  it("offers Cancel while the first page loads, aborts the fetch, and Retry loads again", async () => {
    const { fetch, user } = renderScreen(
      [hang, jsonResponse(200, { token_exchange_profiles: [] })],
      [],
    );

    expect(status()).toHaveTextContent("Loading profiles…");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading the profiles was cancelled");
    expect(alert).toHaveFocus();
    expect(status()).toHaveTextContent("No profiles loaded");
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(status()).toHaveTextContent("All 0 profiles loaded"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
