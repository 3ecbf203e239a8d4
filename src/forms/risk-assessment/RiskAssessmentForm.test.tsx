import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  BASE_URL,
  callOf,
  hang,
  jsonResponse,
  type Reply,
  setup,
  textResponse,
} from "../../api/testFetch";
import { navigationAllowed } from "../../lib/navigationGuard";
import { writeTab } from "../../lib/tabStorage";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { draftKey } from "../shared/useDraft";
import { riskAssessmentMessages } from "./messages";
import { RiskAssessmentForm } from "./RiskAssessmentForm";

const USER = "samlp|partners|ops/alex.kim@example.org";
/** A user of the seed's corp-oidc connection. */
const OIDC_USER = "oidc|5f7c8ec7c33c6c004bbafe82";

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

  it("keeps a pasted reason whole and says it is too long, rather than cutting it", async () => {
    const { fetch, user } = renderForm();
    const long = `INC-2211 ${"x".repeat(200)}`;
    await user.click(screen.getByLabelText(/Reason/));
    await user.paste(long);
    await fill(user, USER, "corp-oidc");
    const reason = screen.getByLabelText(/Reason/);
    expect(reason).toHaveValue(long);
    expect(reason).toHaveAccessibleDescription(
      /Keep the reason to 200 characters or fewer; it has 209/,
    );
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

  it("says a 5xx leaves the outcome unknown, keeps the form, and clearing again clears", async () => {
    const { fetch, user } = renderForm(
      jsonResponse(500, { statusCode: 500, error: "Internal Server Error", message: "boom" }),
      textResponse(204, null),
    );
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The tenant failed (500 Internal Server Error) while clearing the assessments, so it is not known whether the assessments were cleared.",
    );
    expect(screen.getByLabelText("User id")).toHaveValue(USER);
    expect(screen.getByLabelText("Connection")).toHaveValue("partners");
    const clear = screen.getByRole("button", { name: "Clear assessments" });
    expect(clear, "the form is usable again").toBeEnabled();

    await user.click(clear);
    await user.click(await screen.findByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("takes any 2xx as cleared, whatever its body: the contract defines none", async () => {
    const { user } = renderForm(textResponse(200, "OK", { "Content-Type": "text/plain" }));
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the rate-limit wait in the confirmation while the client waits out a 429", async () => {
    const { user } = renderForm(
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "30" }),
      hang,
    );
    await fill(user, USER, "partners");
    await user.click(screen.getByRole("button", { name: `Clear for ${USER}` }));
    expect(await screen.findByText(/The tenant is limiting requests; sending again in/)).toHaveRole(
      "status",
    );
  });
});

describe("RiskAssessmentForm when the tenant does not answer", { timeout: 20_000 }, () => {
  it("lets Cancel abort a pending clear, says the outcome is unknown, and a resubmit clears", async () => {
    const { client, fetch } = setup([hang, textResponse(204, null)]);
    renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    // Pasted, not typed: the wait under test is the tenant's, and typing is slow on a busy machine.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText("User id"));
    await user.paste(OIDC_USER);
    await user.click(screen.getByLabelText("Connection"));
    await user.paste("corp-oidc");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: `Clear for ${OIDC_USER}` }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Clearing…"));

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/not known whether the assessments were cleared/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);
    expect(screen.getByLabelText("User id")).toHaveValue(OIDC_USER);
    expect(screen.getByLabelText("Connection")).toHaveValue("corp-oidc");

    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: `Clear for ${OIDC_USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

async function fillAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("User id"));
  await user.paste(OIDC_USER);
  await user.click(screen.getByLabelText("Connection"));
  await user.paste("corp-oidc");
  await user.click(screen.getByRole("button", { name: "Clear assessments" }));
  await user.click(await screen.findByRole("button", { name: `Clear for ${OIDC_USER}` }));
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

describe("RiskAssessmentForm, leaving the screen", { timeout: 20_000 }, () => {
  it("lets typed entries go without asking: the draft brings them back", async () => {
    const { client } = setup([]);
    const view = renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText("User id"));
    await user.paste(OIDC_USER);
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    expect(leaving()).toEqual({ allowed: true, asked: [], reloadAsks: false });

    view.unmount();
    renderWithQueryClient(<RiskAssessmentForm client={client} tenantUrl={BASE_URL} />);
    expect(await screen.findByLabelText("User id")).toHaveValue(OIDC_USER);
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
    await user.click(await screen.findByRole("button", { name: `Clear for ${OIDC_USER}` }));
    expect(await screen.findByRole("heading", { name: "Assessments cleared" })).toBeVisible();
    expect(leaving()).toEqual({ allowed: true, asked: [], reloadAsks: false });
  });
});

const identity = (connection: string) => ({
  connection,
  user_id: "5f7c8ec7c33c6c004bbafe82",
  provider: "oidc",
  isSocial: false,
});

function renderWithLookup(canReadUsers: boolean, ...replies: Reply[]) {
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
  await user.paste(OIDC_USER);
}

describe("RiskAssessmentForm: the connection from the user", { timeout: 20_000 }, () => {
  it("fills in a user's only connection, read with the identities alone", async () => {
    const { user, fetch } = renderWithLookup(
      true,
      jsonResponse(200, { identities: [identity("corp-oidc")] }),
    );
    await enterUser(user);
    await waitFor(() => expect(screen.getByLabelText("Connection")).toHaveValue("corp-oidc"));
    expect(note()).toHaveTextContent("Filled in from the user: corp-oidc.");
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/users/${encodeURIComponent(OIDC_USER)}`);
    expect(url.searchParams.get("fields")).toBe("identities");
  });

  it("offers each of several connections and fills in none", async () => {
    const { user } = renderWithLookup(
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
    const { user } = renderWithLookup(
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
    const { user } = renderWithLookup(true, jsonResponse(200, { identities: [identity(SPOOF)] }));
    await enterUser(user);
    await waitFor(() => expect(note()).toHaveTextContent("which a clear cannot name"));
    expectIsolated(note());
    expect(screen.getByLabelText("Connection")).toHaveValue("");
  });

  it("shows why the lookup failed, in the tenant's words, isolated", async () => {
    const { user } = renderWithLookup(
      true,
      jsonResponse(403, { statusCode: 403, error: "Forbidden", message: SPOOF }),
    );
    await enterUser(user);
    await waitFor(() => expect(note()).toHaveTextContent("could not be read"));
    expectIsolated(note());
  });

  it("says before any write that a user without connections cannot be cleared", async () => {
    const { user, fetch } = renderWithLookup(true, jsonResponse(200, { identities: [] }));
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

  it("says an unknown user at User id before any write, not Required at Connection", async () => {
    const { user, fetch } = renderWithLookup(
      true,
      notFound("The user does not exist.", "inexistent_user"),
    );
    await enterUser(user);
    const userId = screen.getByLabelText("User id");
    await waitFor(() =>
      expect(userId).toHaveAccessibleDescription(/No user with this id in the tenant/),
    );
    expect(userId).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await waitFor(() => expect(userId).toHaveFocus());
    expect(screen.getByLabelText("Connection")).not.toHaveAccessibleDescription(/Required/);

    await user.type(screen.getByLabelText("Connection"), "corp-oidc");
    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await waitFor(() => expect(userId).toHaveFocus());
    expect(screen.queryByRole("heading", { name: "Clear these assessments?" })).toBeNull();
    expect(fetch, "only the lookup").toHaveBeenCalledTimes(1);
  });

  it("without read:users reads nothing and says what the field would offer", async () => {
    const { user, fetch } = renderWithLookup(false);
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
    renderFor(OIDC_USER);
    const field = screen.getByLabelText("User id");
    await waitFor(() => expect(field).toHaveValue(OIDC_USER));
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

describe("RiskAssessmentForm: Find user", { timeout: 20_000 }, () => {
  const jane = {
    user_id: OIDC_USER,
    email: "jane@acme.example",
    name: "Jane Cooper",
    last_login: "2026-11-20T08:00:00.000Z",
    logins_count: 42,
    blocked: false,
    created_at: "2025-01-02T03:04:05.000Z",
    identities: [identity("corp-oidc")],
  };

  it("fills User id and Connection from the user chosen by email, shows the user, and names the email in the confirmation", async () => {
    const { user, fetch } = renderWithLookup(
      true,
      jsonResponse(200, [jane]),
      jsonResponse(200, { identities: [identity("corp-oidc")] }),
      textResponse(204, null),
    );
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "jane@acme.example");
    await user.click(await screen.findByRole("option", { name: /jane@acme\.example Jane Cooper/ }));
    expect(screen.getByLabelText("User id")).toHaveValue(OIDC_USER);
    expect(screen.getByLabelText("Connection")).toHaveValue("corp-oidc");
    const region = screen.getByRole("region", { name: "User" });
    expect(region).toHaveTextContent("Jane Cooper");
    expect(region).toHaveTextContent("Logins42");
    expect(region).toHaveTextContent("BlockedNo");

    await user.click(screen.getByRole("button", { name: "Clear assessments" }));
    await user.click(await screen.findByRole("button", { name: "Clear for jane@acme.example" }));
    await screen.findByRole("heading", { name: "Assessments cleared" });
    const clear = callOf(fetch, fetch.mock.calls.length - 1);
    expect(clear.url).toContain(`/users/${encodeURIComponent(OIDC_USER)}/risk-assessments/clear`);
    expect(clear.body).toEqual({ connection: "corp-oidc", assessors: ["new-device"] });
  });

  it("lets the chosen user go when another id is typed", async () => {
    const { user } = renderWithLookup(true, jsonResponse(200, [jane]), hang, hang);
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "jane@acme.example");
    await user.click(await screen.findByRole("option", { name: /jane@acme\.example/ }));
    await user.type(screen.getByLabelText("User id"), "x");
    expect(screen.queryByRole("region", { name: "User" })).toBeNull();
  });
});
