import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, setup } from "../../api/testFetch";
import { forgetTab } from "../../lib/tabStorage";
import { readActivity } from "../../session/activityLog";
import { renderWithQueryClient } from "../../test/render";
import { RiskSettingsForm } from "./RiskSettingsForm";

afterEach(() => forgetTab());

function renderForm(client: ReturnType<typeof setup>["client"]) {
  renderWithQueryClient(
    <RiskSettingsForm
      client={client}
      settings={{ enabled: true }}
      newDevice={{ remember_for: 30 }}
      blockedBy={undefined}
    />,
  );
}
const sentOf = (fetch: ReturnType<typeof setup>["fetch"]) =>
  fetch.mock.calls.map(([url, init]) => [
    new URL(String(url)).pathname,
    JSON.parse(String((init as RequestInit).body)),
  ]);

describe("RiskSettingsForm", () => {
  it("says nothing changed instead of sending", async () => {
    const { client, fetch } = setup([]);
    renderForm(client);
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing changed");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends each changed setting to its own operation, each in Activity", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { enabled: false }),
      jsonResponse(200, { remember_for: 7 }),
    ]);
    renderForm(client);
    await userEvent.click(screen.getByRole("checkbox", { name: "Assess sign-ins for risk" }));
    const days = screen.getByLabelText("Remember devices for (days)");
    await userEvent.clear(days);
    await userEvent.type(days, "7");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Saved the risk settings.")).toHaveAttribute("role", "status");
    expect(sentOf(fetch)).toEqual([
      ["/api/v2/risk-assessments/settings", { enabled: false }],
      ["/api/v2/risk-assessments/settings/new-device", { remember_for: 7 }],
    ]);
    expect(readActivity().map((entry) => entry.target)).toEqual(
      expect.arrayContaining(["risk assessments off", "devices remembered for 7 days"]),
    );
  });

  it.each(["0", "366", "1.5", "twenty"])(
    "refuses %s days on the field, sending nothing",
    async (typed) => {
      const { client, fetch } = setup([]);
      renderForm(client);
      const days = screen.getByLabelText("Remember devices for (days)");
      await userEvent.clear(days);
      await userEvent.type(days, typed);
      await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
      expect(await screen.findByText("Enter a whole number of days from 1 to 365.")).toBeVisible();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
