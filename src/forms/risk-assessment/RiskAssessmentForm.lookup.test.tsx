import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BASE_URL, callOf, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "oidc|5f7c8ec7c33c6c004bbafe82";

const identity = (connection: string) => ({
  connection,
  user_id: "5f7c8ec7c33c6c004bbafe82",
  provider: "oidc",
  isSocial: false,
});

function renderForm(canReadUsers: boolean, ...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  renderWithQueryClient(
    <RiskAssessmentForm client={client} tenantUrl={BASE_URL} canReadUsers={canReadUsers} />,
  );
  return { fetch, user: userEvent.setup() };
}

/** The live note under Connection: what the lookup found. */
const note = () => screen.getByRole("status");

const offered = (field: HTMLElement) =>
  [...((field as HTMLInputElement).list?.options ?? [])].map((option) => option.value);

async function enterUser(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("User id"));
  await user.paste(USER);
}

describe("RiskAssessmentForm: the connection from the user", { timeout: 20_000 }, () => {
  it("fills in a user's only connection, read with the identities alone", async () => {
    const { user, fetch } = renderForm(
      true,
      jsonResponse(200, { identities: [identity("corp-oidc")] }),
    );
    await enterUser(user);
    await waitFor(() => expect(screen.getByLabelText("Connection")).toHaveValue("corp-oidc"));
    expect(note()).toHaveTextContent("Filled in from the user: corp-oidc.");
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/users/${encodeURIComponent(USER)}`);
    expect(url.searchParams.get("fields")).toBe("identities");
  });

  it("offers each of several connections and fills in none", async () => {
    const { user } = renderForm(
      true,
      jsonResponse(200, { identities: [identity("corp"), identity("corp-oidc")] }),
    );
    await enterUser(user);
    await waitFor(() =>
      expect(note()).toHaveTextContent(
        "This user signs in with corp, corp-oidc: choose one (the field offers them).",
      ),
    );
    const field = screen.getByRole("combobox", { name: "Connection" });
    expect(field).toHaveValue("");
    expect(offered(field)).toEqual(["corp", "corp-oidc"]);
  });

  it("shows connection names from the tenant isolated and offers only those a clear can name", async () => {
    const { user } = renderForm(
      true,
      jsonResponse(200, { identities: [identity(SPOOF), identity("corp")] }),
    );
    await enterUser(user);
    await waitFor(() => expect(note()).toHaveTextContent(`signs in with ${SPOOF}, corp`));
    expectIsolated(note());
    const field = screen.getByRole("combobox", { name: "Connection" });
    expect(offered(field), "a datalist option cannot isolate its text").toEqual(["corp"]);
  });

  it("fills in nothing when the only connection is one a clear cannot name", async () => {
    const { user } = renderForm(true, jsonResponse(200, { identities: [identity(SPOOF)] }));
    await enterUser(user);
    await waitFor(() => expect(note()).toHaveTextContent("which a clear cannot name"));
    expectIsolated(note());
    expect(screen.getByLabelText("Connection")).toHaveValue("");
  });

  it("shows why the lookup failed, in the tenant's words, isolated", async () => {
    const { user } = renderForm(
      true,
      jsonResponse(403, { statusCode: 403, error: "Forbidden", message: SPOOF }),
    );
    await enterUser(user);
    await waitFor(() => expect(note()).toHaveTextContent("could not be read"));
    expectIsolated(note());
  });

  it("says before any write that a user without connections cannot be cleared", async () => {
    const { user, fetch } = renderForm(true, jsonResponse(200, { identities: [] }));
    await enterUser(user);
    await screen.findByText("The user has no connection that can be cleared.");
    await user.type(screen.getByLabelText("Connection"), "corp");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Connection")).toHaveAccessibleDescription(
        /The user has no connection that can be cleared/,
      ),
    );
    expect(screen.queryByRole("heading", { name: "Clear these assessments?" })).toBeNull();
    expect(fetch, "only the lookup").toHaveBeenCalledTimes(1);
  });

  it("without read:users reads nothing and says what the field would offer", async () => {
    const { user, fetch } = renderForm(false);
    await enterUser(user);
    expect(
      screen.getByText(
        "With read:users this field would offer the user's connections once a User id is entered; type the connection's name.",
      ),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetch).not.toHaveBeenCalled();
  });
});
