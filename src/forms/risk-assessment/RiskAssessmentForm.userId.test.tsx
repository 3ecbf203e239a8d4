import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BASE_URL, setup } from "../../api/testFetch";
import { writeTab } from "../../lib/tabStorage";
import { renderWithQueryClient } from "../../test/render";
import { draftKey } from "../shared/useDraft";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "oidc|5f7c8ec7c33c6c004bbafe82";

function renderFor(userId: string | undefined) {
  const { client } = setup([]);
  const view = renderWithQueryClient(
    <RiskAssessmentForm client={client} tenantUrl={BASE_URL} userId={userId} />,
  );
  const rerender = (next: string | undefined) =>
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <RiskAssessmentForm client={client} tenantUrl={BASE_URL} userId={next} />
      </QueryClientProvider>,
    );
  return { rerender };
}

// The command palette asks for a user's clear with `#/risk-assessments?user=…`.
describe("RiskAssessmentForm asked for a user id", () => {
  it("fills User id with it, over a draft restored from earlier, and focuses it", async () => {
    writeTab(draftKey("risk-assessment", BASE_URL), {
      user_id: "auth0|old",
      connection: "corp",
      assessors: ["new-device"],
      reason: "",
    });
    renderFor(USER);
    const field = screen.getByLabelText("User id");
    await waitFor(() => expect(field).toHaveValue(USER));
    await waitFor(() => expect(field).toHaveFocus());
    // The rest of the draft stays.
    expect(screen.getByLabelText("Connection")).toHaveValue("corp");
  });

  it("takes the next id asked for, and leaves the field alone otherwise", async () => {
    const { rerender } = renderFor(undefined);
    const field = screen.getByLabelText("User id");
    expect(field).toHaveValue("");
    rerender("samlp|corp|jane.doe@example.com");
    await waitFor(() => expect(field).toHaveValue("samlp|corp|jane.doe@example.com"));
  });
});
