import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client";
import type { Organization } from "../../api/schemas/organization";
import { BASE_URL, callOf, hang, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { writeTab } from "../../lib/tabStorage";
import { renderWithQueryClient } from "../../test/render";
import { draftKey } from "../shared/useDraft";
import { OrganizationForm } from "./OrganizationForm";
import { CONNECTION_A, formValues } from "./testValues";

/** How often each control's Field rendered, by the control's form name ("metadata.0.value"). */
const renders = new Map<string, number>();

// Every control of the form renders through Field; counting there counts the renders of the
// row (or section) that holds it, without a counter in the shipped code. The count changes
// nothing the other tests see.
vi.mock("../../ui/Field", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../ui/Field")>();
  return {
    Field: ({ children, ...props }: ComponentProps<typeof real.Field>) => (
      <real.Field {...props}>
        {(a11y) => {
          const control = children(a11y);
          const { name } = control.props as { name?: string };
          if (name) renders.set(name, (renders.get(name) ?? 0) + 1);
          return control;
        }}
      </real.Field>
    ),
  };
});

const created: Organization = {
  id: "org_AbCdEfGhIjKlMnOp",
  name: "acme-eu",
  third_party_client_access: "block",
};

function renderForm(client: ApiClient, onCreated = vi.fn()) {
  const view = renderWithQueryClient(
    <OrganizationForm client={client} tenantUrl={BASE_URL} onCreated={onCreated} />,
  );
  // No pause between keystrokes: the form's own timers (draft, logo) are what is under test.
  return { ...view, onCreated, user: userEvent.setup({ delay: null }) };
}

function start(...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  return { fetch, ...renderForm(client) };
}

const submitButton = () => screen.getByRole("button", { name: "Create organization" });

// Typing into a whole form in jsdom is slow on a busy two-core machine; no test measures time.
describe("OrganizationForm", { timeout: 20_000 }, () => {
  it("sends exactly what the user set and hands over the created organization", async () => {
    const { fetch, user, onCreated } = start(jsonResponse(201, created));
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(screen.getByRole("button", { name: "Add metadata" }));
    await user.keyboard("tier");
    await user.type(screen.getByLabelText("Value 1"), "gold");
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    await user.keyboard(CONNECTION_A);
    await user.click(screen.getByLabelText("Show as button"));
    await user.click(submitButton());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(callOf(fetch).body).toEqual({
      name: "acme-eu",
      metadata: { tier: "gold" },
      enabled_connections: [{ connection_id: CONNECTION_A, show_as_button: true }],
    });
  });

  it("refuses invalid input without a request and focuses the first invalid field in page order", async () => {
    const { fetch, user } = start();
    await user.click(screen.getByRole("button", { name: "Add metadata" }));
    await user.type(screen.getByLabelText("Value 1"), "orphan");
    await user.click(screen.getByLabelText("Set a token quota for client credentials"));
    await user.type(screen.getByLabelText("Per day"), "1.5");
    await user.type(screen.getByLabelText("Name"), "Acme");
    await user.click(submitButton());

    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(
      /Not allowed: uppercase "A" at position 1 \(use lowercase\)/,
    );
    expect(screen.getByLabelText("Key 1")).toHaveAccessibleDescription(/Enter a key/);
    expect(screen.getByLabelText("Per day")).toHaveAccessibleDescription(
      /Must be a whole number from 1 to 2,147,483,647/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends one request for a double click and disables the button while it is pending", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch, user, onCreated } = start(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(screen.getByText("Creating the organization…")).toHaveRole("status");
    await user.keyboard("{Enter}");

    answer(jsonResponse(201, created));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("puts a 409 on the name field and focuses it", async () => {
    const { user } = start(
      jsonResponse(409, {
        statusCode: 409,
        error: "Conflict",
        message: "An organization with this name already exists.",
        errorCode: "organization_conflict",
      }),
    );
    await user.type(screen.getByLabelText("Name"), "acme");
    await user.click(submitButton());

    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Name already taken/));
    expect(name).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("never retries a failed POST, says the organization may exist, and a 409 then confirms it", async () => {
    const { fetch, user } = start(
      new TypeError("Failed to fetch"),
      jsonResponse(409, { statusCode: 409, error: "Conflict", message: "Conflict" }),
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /not known whether the organization was created\. Submit again to check/,
    );
    // The alert takes the focus in an effect after the render that shows it, which React runs
    // in a task of its own: on a busy machine findByRole can resolve before that task.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Name"), "what was typed stays").toHaveValue("acme-eu");

    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        /"acme-eu" exists, so the earlier attempt .* most likely created it/,
      ),
    );
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(/Name already taken/);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says a 5xx on create leaves the outcome unknown, keeps the form, and a resubmit creates it", async () => {
    const { fetch, user, onCreated } = start(
      jsonResponse(503, { statusCode: 503, error: "Service Unavailable", message: "down" }),
      jsonResponse(201, created),
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The tenant failed (503 Service Unavailable) while creating the organization, so it is not known whether the organization was created.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Name"), "what was typed stays").toHaveValue("acme-eu");
    expect(submitButton(), "the form is usable again").toBeEnabled();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();

    await user.click(submitButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("puts a 400 that names a connection on that connection's row", async () => {
    const { user } = start(
      jsonResponse(400, {
        statusCode: 400,
        error: "Bad Request",
        message:
          "Payload validation error: 'No connection con_Oa1dc7Xq2Lm9Pz4K exists' on property enabled_connections.0.connection_id.",
        errorCode: "invalid_body",
      }),
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(screen.getByRole("button", { name: "Add connection" }));
    await user.keyboard(CONNECTION_A);
    await user.click(submitButton());

    const input = screen.getByLabelText("Connection");
    await waitFor(() => expect(input).toHaveAccessibleDescription(/No connection .* exists/));
    expect(input).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows any other failure in the form alert", async () => {
    const { user } = start(
      jsonResponse(403, {
        statusCode: 403,
        error: "Forbidden",
        message: "Insufficient scope, expected any of: create:organizations",
      }),
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Insufficient scope, expected any of: create:organizations.",
    );
  });

  it("previews the exact body while the preview is open, and a cURL with $TOKEN", async () => {
    const { user } = start();
    await user.click(screen.getByText("Request preview"));
    await user.type(screen.getByLabelText("Name"), "acme");
    await user.click(screen.getByRole("radio", { name: "Allow" }));

    const preview = screen.getByText("Request preview").closest("details");
    if (!preview) throw new Error("no preview");
    await waitFor(() =>
      expect(within(preview).getByText(/"name"/).textContent).toBe(
        JSON.stringify({ name: "acme", third_party_client_access: "allow" }, null, 2),
      ),
    );
    expect(within(preview).getByRole("button", { name: "Copy as cURL" })).toBeInTheDocument();
  });

  it("offers to show a logo only for a valid https URL", async () => {
    const { user } = start();
    const logo = screen.getByLabelText("Logo URL");
    await user.type(logo, "javascript:alert(1)");
    await user.type(screen.getByLabelText("Name"), "a");
    expect(screen.queryByRole("button", { name: "Show logo" })).not.toBeInTheDocument();

    await user.clear(logo);
    await user.type(logo, "https://cdn.example.com/logo.png");
    await user.click(screen.getByRole("button", { name: "Show logo" }));
    expect(screen.getByRole("img", { name: "Logo preview" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/logo.png",
    );
    await user.type(logo, " x");
    expect(screen.queryByRole("img"), "an edit hides the preview at once").not.toBeInTheDocument();
  });

  it("counts metadata entries and moves focus to the next row when one is removed", async () => {
    const { user } = start();
    const add = screen.getByRole("button", { name: "Add metadata" });
    for (const key of ["a", "b", "c"]) {
      await user.click(add);
      await user.keyboard(key);
    }
    expect(screen.getByText("3 of 25")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove metadata 2" }));
    expect(screen.getByText("2 of 25")).toBeInTheDocument();
    expect(screen.getByLabelText("Key 2")).toHaveValue("c");
    await waitFor(() => expect(screen.getByLabelText("Key 2")).toHaveFocus());
  });

  it("keeps a draft per tenant, restores it after a remount, and clears it on success", async () => {
    const first = start();
    await first.user.type(screen.getByLabelText("Name"), "draft-org");
    await first.user.click(screen.getByRole("button", { name: "Add metadata" }));
    await first.user.keyboard("tier");
    const key = draftKey("organization", BASE_URL);
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain("tier"));
    first.unmount();

    const second = start(jsonResponse(201, { ...created, name: "draft-org" }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("draft-org"));
    expect(screen.getByLabelText("Key 1")).toHaveValue("tier");
    expect(screen.getByText("Your unsaved entries were restored.")).toBeInTheDocument();
    await second.user.click(submitButton());
    await waitFor(() => expect(second.onCreated).toHaveBeenCalled());
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("shows the rate-limit wait while the client waits out a 429", async () => {
    const { user } = start(
      jsonResponse(429, { statusCode: 429, error: "Too Many Requests" }, { "Retry-After": "30" }),
      hang,
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(submitButton());
    expect(
      await screen.findByText(/The tenant is limiting requests; sending again in/),
    ).toBeInTheDocument();
  });
});

describe("OrganizationForm under faults", { timeout: 20_000 }, () => {
  it("offers Cancel while a create hangs, and says after it that the outcome is unknown", async () => {
    const { fetch, user, onCreated } = start(hang);
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.click(submitButton());

    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/You cancelled the request after it was sent/);
    expect(alert).toHaveTextContent(
      /not known whether the organization was created\. Submit again to check/,
    );
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("acme-eu");
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says a 2xx that is not an organization most likely created it, and a 409 then confirms", async () => {
    const { fetch, user } = start(
      jsonResponse(201, { id: "org_AbCdEfGhIjKlMnOp" }),
      jsonResponse(409, { statusCode: 409, error: "Conflict", message: "Conflict" }),
    );
    await user.type(screen.getByLabelText("Name"), "acme-eu");
    await user.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/broke the contract at name/);
    expect(alert).toHaveTextContent(/answered 201, so the organization was most likely created/);

    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(/"acme-eu" exists, so the earlier/),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

const ROWS = 25;

/** A full form, restored from a draft: 25 metadata rows, the last one's value still empty. */
function renderFullForm() {
  const metadata = Array.from({ length: ROWS }, (_, i) => ({
    key: `key-${i + 1}`,
    value: i + 1 === ROWS ? "" : `value ${i + 1}`,
  }));
  writeTab(draftKey("organization", BASE_URL), formValues({ metadata }));
  const { client } = setup([]);
  renderWithQueryClient(
    <OrganizationForm client={client} tenantUrl={BASE_URL} onCreated={vi.fn()} />,
  );
  return userEvent.setup({ delay: null });
}

const count = (name: string) => renders.get(name) ?? 0;

// A full form in jsdom is slow on a busy two-core machine; the test counts renders, not time.
describe("OrganizationForm renders only the row being typed into", { timeout: 20_000 }, () => {
  beforeEach(() => renders.clear());

  it("typing into the 25th value of a full form renders no other row and not the form", async () => {
    const user = renderFullForm();
    const value25 = await screen.findByLabelText(`Value ${ROWS}`);
    await waitFor(() => expect(screen.getByLabelText("Value 1")).toHaveValue("value 1"));
    await user.click(value25);
    renders.clear();

    await user.keyboard("gold");

    expect(value25).toHaveValue("gold");
    expect(count("metadata.0.value")).toBe(0);
    expect(count("metadata.23.value")).toBe(0);
    // The form's own fields: a render of the whole form would render these.
    expect(count("display_name")).toBe(0);
    expect(count("name")).toBe(0);
  });

  it("after a refused submit, fixing row 25 renders that row and no other", async () => {
    const user = renderFullForm();
    const key25 = await screen.findByLabelText(`Key ${ROWS}`);
    await waitFor(() => expect(screen.getByLabelText("Value 1")).toHaveValue("value 1"));
    // A repeated key: the row is refused, and each keystroke now checks the form again.
    await user.clear(key25);
    await user.type(key25, "key-1");
    await user.click(screen.getByRole("button", { name: "Create organization" }));
    await waitFor(() => expect(key25).toHaveAttribute("aria-invalid", "true"));
    await user.click(key25);
    renders.clear();

    await user.keyboard("x");

    await waitFor(() => expect(key25).not.toHaveAttribute("aria-invalid"));
    expect(count(`metadata.${ROWS - 1}.key`)).toBeGreaterThan(0);
    expect(count("metadata.0.key")).toBe(0);
    expect(count("display_name")).toBe(0);
  });
});
