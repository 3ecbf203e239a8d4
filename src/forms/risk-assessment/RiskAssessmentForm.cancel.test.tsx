import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BASE_URL, hang, setup, textResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "oidc|5f7c8ec7c33c6c004bbafe82";

describe("RiskAssessmentForm when the tenant does not answer", { timeout: 20_000 }, () => {
  it("lets Cancel abort a pending clear, says the outcome is unknown, and a resubmit clears", async () => {
    const { client, fetch } = setup([hang, textResponse(204, null)]);
    renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    // Pasted, not typed: the wait under test is the tenant's, and typing is slow on a busy machine.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText("User id"));
    await user.paste(USER);
    await user.click(screen.getByLabelText("Connection"));
    await user.paste("corp-oidc");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: `Clear for ${USER}` }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Clearing…"));

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/not known whether the assessments were cleared/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);
    expect(screen.getByLabelText("User id")).toHaveValue(USER);
    expect(screen.getByLabelText("Connection")).toHaveValue("corp-oidc");

    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
