import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BASE_URL, hang, setup, textResponse } from "../../api/testFetch";
import { navigationAllowed } from "../../lib/navigationGuard";
import { renderWithQueryClient } from "../../test/render";
import { riskAssessmentMessages } from "./messages";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "oidc|5f7c8ec7c33c6c004bbafe82";

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("User id"));
  await user.paste(USER);
  await user.click(screen.getByLabelText("Connection"));
  await user.paste("corp-oidc");
  await user.click(screen.getByRole("button", { name: "Clear assessments" }));
  await user.click(await screen.findByRole("button", { name: `Clear for ${USER}` }));
}

/** Whether leaving the screen (a link, a reload) would ask; the asked question is recorded. */
function leaving() {
  const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
  const reload = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(reload);
  const allowed = navigationAllowed();
  const asked = confirm.mock.calls.map(([question]) => question);
  confirm.mockRestore();
  return { allowed, asked, reloadAsks: reload.defaultPrevented };
}

afterEach(() => {
  sessionStorage.clear();
});

describe("RiskAssessmentForm, leaving the screen", { timeout: 20_000 }, () => {
  it("lets typed entries go without asking: the draft brings them back", async () => {
    const { client } = setup([]);
    const view = renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText("User id"));
    await user.paste(USER);
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    expect(leaving()).toEqual({ allowed: true, asked: [], reloadAsks: false });

    view.unmount();
    renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    expect(await screen.findByLabelText("User id")).toHaveValue(USER);
    expect(screen.getByText("Restored what you typed earlier on this tab.")).toBeInTheDocument();
  });

  it("asks only while the clear is on its way, and not once it is cleared", async () => {
    const { client } = setup([hang, textResponse(204, null)]);
    renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    const user = userEvent.setup({ delay: null });
    await fillAndConfirm(user);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Clearing…"));
    expect(leaving()).toEqual({
      allowed: false,
      asked: [riskAssessmentMessages.one.leaveWhileClearing],
      reloadAsks: true,
    });

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(leaving()).toEqual({ allowed: true, asked: [], reloadAsks: false });
  });
});
