import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BASE_URL, hang, jsonResponse, type Reply, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationForm } from "./OrganizationForm";

function start(...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  const onCreated = vi.fn();
  renderWithQueryClient(
    <OrganizationForm client={client} tenantUrl={BASE_URL} onCreated={onCreated} />,
  );
  return { fetch, onCreated, user: userEvent.setup({ delay: null }) };
}

const submitButton = () => screen.getByRole("button", { name: "Create organization" });

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
