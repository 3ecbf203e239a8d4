import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  callOf,
  jsonResponse,
  type Reply,
  setup,
  textResponse,
} from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "samlp|partners|ops/alex.kim@example.org";

function renderForm(...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
  return { fetch, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, userId: string, connection: string) {
  await user.click(screen.getByLabelText("User id"));
  await user.paste(userId);
  await user.type(screen.getByLabelText("Connection"), connection);
  await user.click(screen.getByRole("button", { name: "Clear assessments" }));
}

function notFound(message: string, errorCode: string): Response {
  return jsonResponse(404, { statusCode: 404, error: "Not Found", message, errorCode });
}

describe("RiskAssessmentForm", { timeout: 20_000 }, () => {
  it("names the user and connection before sending, then says what was cleared and when", async () => {
    const { fetch, user } = renderForm(textResponse(204, null));
    await fill(user, USER, "partners");

    const confirmation = await screen.findByRole("heading", { name: "Clear these assessments?" });
    await waitFor(() => expect(confirmation, "focus moves to the confirmation").toHaveFocus());
    expect(fetch, "nothing is sent before confirming").not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));

    const result = await screen.findByRole("heading", { name: "Assessments cleared" });
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByText(/Cleared new-device for user/)).toHaveTextContent(
      `${USER} in connection partners at`,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const call = callOf(fetch);
    expect(call.url).toBe(
      `${BASE_URL}/api/v2/users/samlp%7Cpartners%7Cops%2Falex.kim%40example.org/risk-assessments/clear`,
    );
    expect(call.body).toEqual({ connection: "partners", assessors: ["new-device"] });

    await user.click(screen.getByRole("button", { name: "Clear another user" }));
    const userId = screen.getByLabelText("User id");
    await waitFor(() => expect(userId).toHaveFocus());
    expect(userId).toHaveValue("");
    expect(
      screen.getByLabelText("Connection"),
      "the connection stays for the next user",
    ).toHaveValue("partners");
  });

  it("puts a validation error from the tenant on the field it names", async () => {
    const { user } = renderForm(
      jsonResponse(400, {
        statusCode: 400,
        error: "Bad Request",
        message: "Path validation error: 'Unsupported user id' on property id.",
        errorCode: "invalid_uri",
      }),
    );
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    const userId = screen.getByLabelText("User id");
    await waitFor(() => expect(userId).toHaveAttribute("aria-invalid", "true"));
    expect(userId).toHaveAccessibleDescription(/Unsupported user id/);
  });

  it("explains in words why a connection name breaks the pattern, and sends nothing", async () => {
    const { fetch, user } = renderForm();
    await fill(user, USER, "corp oidc");
    const connection = screen.getByLabelText("Connection");
    expect(connection).toHaveAttribute("aria-invalid", "true");
    expect(connection).toHaveAccessibleDescription(
      /A space is not allowed: use letters, digits and single hyphens/,
    );
    expect(screen.queryByRole("button", { name: /^Clear for/ })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("needs at least one assessor", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("checkbox", { name: /new-device/ }));
    await fill(user, USER, "partners");
    expect(screen.getByRole("checkbox", { name: /new-device/ })).toHaveAccessibleDescription(
      "Choose at least one assessor",
    );
  });

  it("Cancel goes back to the form with everything as typed and sends nothing", async () => {
    const { fetch, user } = renderForm();
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Clear assessments" })).toHaveFocus(),
    );
    expect(screen.getByLabelText("User id")).toHaveValue(USER);
    expect(screen.getByLabelText("Connection")).toHaveValue("partners");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says when the user was not found, on the user id", async () => {
    const { user } = renderForm(notFound("The user does not exist.", "inexistent_user"));
    await fill(user, "oidc|nobody", "partners");
    await user.click(screen.getByRole("button", { name: "Clear for oidc|nobody" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "User not found: The user does not exist.",
    );
    const userId = screen.getByLabelText("User id");
    expect(userId).toHaveAttribute("aria-invalid", "true");
    expect(userId).toHaveAccessibleDescription(/No user with this id in the tenant/);
    expect(screen.getByLabelText("Connection")).not.toHaveAttribute("aria-invalid");
  });

  it("says when the user is not in the connection, on the connection", async () => {
    const { user } = renderForm(
      notFound("The user does not belong to the connection corp.", "inexistent_connection"),
    );
    await fill(user, USER, "corp");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "User not in this connection: The user does not belong to the connection corp.",
    );
    expect(screen.getByLabelText("Connection")).toHaveAccessibleDescription(
      /The user does not belong to the connection corp\./,
    );
    expect(screen.getByLabelText("User id")).not.toHaveAttribute("aria-invalid");
  });

  it("reports a request cut off before the answer as not known, and does not send it again", async () => {
    const { fetch, user } = renderForm(new TypeError("Failed to fetch"));
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /it is not known whether the assessments were cleared\. Trying again is safe/,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("User id"), "what was typed stays").toHaveValue(USER);
  });
});
