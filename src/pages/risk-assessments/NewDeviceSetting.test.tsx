import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callOf, jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { NewDeviceSetting } from "./NewDeviceSetting";

describe("NewDeviceSetting", () => {
  it("says for how long the tenant remembers a device, read once", async () => {
    const { client, fetch } = setup([jsonResponse(200, { remember_for: 20 })]);
    // Two places asking in one session: the tenant is asked once.
    renderWithQueryClient(
      <>
        <NewDeviceSetting client={client} canRead />
        <NewDeviceSetting client={client} canRead />
      </>,
    );
    expect(await screen.findAllByText(/remembers a device for 20 days/)).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(callOf(fetch, 0).url).pathname).toBe(
      "/api/v2/risk-assessments/settings/new-device",
    );
  });

  it("reads nothing and says nothing without read:attack_protection", () => {
    const { client, fetch } = setup([]);
    const { container } = renderWithQueryClient(
      <NewDeviceSetting client={client} canRead={false} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
