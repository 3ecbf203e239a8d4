import { act, render } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenExchangeProfileKeys } from "../api/token-exchange-profiles/keys";
import { readPageSize } from "../pages/token-exchange-profiles/list/pageSizeSetting";
import { testTokenExchangeProfile } from "../pages/token-exchange-profiles/testTokenExchangeProfiles";
import { createSessionStore } from "../session/sessionStore";
import { consoleToken } from "../test/tokens";
import { App } from "./App";
import { createQueryClient } from "./queryClient";

const FIRST_ROW = '[role="row"][aria-rowindex="2"]';

// jsdom lays nothing out; the virtualizer reads the grid's size from clientHeight.
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get: () => 400,
  });
  window.location.hash = "#/token-exchange-profiles";
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
  window.location.hash = "";
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("App, a returning user", () => {
  it("shows the first profile row in the first commit once the first page is in", async () => {
    // Nothing may be asked for: the page main.tsx sent ahead is already in the cache.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const store = createSessionStore();
    store.connect({ tenantUrl: "http://127.0.0.1:4010", token: consoleToken(), keepForTab: false });
    const queryClient = createQueryClient();
    const page = { token_exchange_profiles: [1, 2, 3].map((n) => testTokenExchangeProfile(n)) };
    queryClient.setQueryData(tokenExchangeProfileKeys.list(readPageSize()), {
      pages: [page],
      pageParams: [undefined],
    });
    const rowAtCommit: boolean[] = [];
    await act(async () => {
      render(
        <Profiler
          id="app"
          onRender={() => rowAtCommit.push(document.querySelector(FIRST_ROW) !== null)}
        >
          <App store={store} queryClient={queryClient} />
        </Profiler>,
      );
    });
    expect(document.querySelector(FIRST_ROW)).toHaveTextContent("Profile number 1");
    expect(rowAtCommit[0], `row in each commit: ${rowAtCommit.join(", ")}`).toBe(true);
  });
});
