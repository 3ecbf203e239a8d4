import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hang, jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { TokenExchangeProfileList } from "./TokenExchangeProfileList";

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("TokenExchangeProfileList when the tenant does not answer", { timeout: 20_000 }, () => {
  it("offers Cancel while the first page loads, aborts the fetch, and Retry loads again", async () => {
    const { client, fetch } = setup([hang, jsonResponse(200, { token_exchange_profiles: [] })]);
    renderWithQueryClient(<TokenExchangeProfileList client={client} scopes={[]} />);
    const user = userEvent.setup();

    expect(screen.getByRole("status")).toHaveTextContent("Loading profiles…");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading the profiles was cancelled");
    expect(alert).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("No profiles loaded");
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("All 0 profiles loaded"),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
