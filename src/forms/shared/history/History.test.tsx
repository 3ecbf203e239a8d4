import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, setup } from "../../../api/testFetch";
import { renderWithQueryClient } from "../../../test/render";
import { History } from "./History";

vi.mock("../../../session/SessionContext", () => ({ useSession: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe("History", () => {
  it("is nothing at all, and reads no history, where the console's server keeps no store", async () => {
    const own = vi.fn<typeof fetch>();
    own.mockResolvedValue(jsonResponse(200, { proxy: "credentials", store: null }));
    vi.stubGlobal("fetch", own);
    const { client } = setup([]);
    const { container } = renderWithQueryClient(
      <History client={client} type="organization" id="org_abcdefghijklmnop" />,
    );
    await waitFor(() => expect(own).toHaveBeenCalledOnce());
    expect(String(own.mock.calls[0]?.[0])).toBe("/__console/setup");
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the region where it keeps one", async () => {
    const own = vi.fn<typeof fetch>();
    own
      .mockResolvedValueOnce(jsonResponse(200, { proxy: "credentials", store: "embedded" }))
      .mockResolvedValueOnce(jsonResponse(200, { entries: [], next: null }));
    vi.stubGlobal("fetch", own);
    const { client } = setup([]);
    renderWithQueryClient(<History client={client} type="user" id="auth0|1" />);
    // The region loads lazily: its module is transformed on first import here.
    expect(
      await screen.findByRole("region", { name: "History" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
