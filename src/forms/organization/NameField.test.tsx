import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Organization } from "../../api/schemas/organization";
import { BASE_URL, callOf, jsonResponse, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { CreatedOrganization } from "./CreatedOrganization";
import { nameSuggestion } from "./NameField";
import { OrganizationForm } from "./OrganizationForm";

describe("nameSuggestion", () => {
  it("offers a valid name from an invalid one, else from the display name", () => {
    expect(nameSuggestion("Acme Corp!", "")).toBe("acme-corp");
    expect(nameSuggestion("", "Acme Corp!")).toBe("acme-corp");
    expect(nameSuggestion("acme", "Something else"), "a valid name is left alone").toBe(undefined);
    expect(nameSuggestion("", "")).toBeUndefined();
  });
});

describe("Create organization: the name", { timeout: 20_000 }, () => {
  function start() {
    const created: Organization = {
      id: "org_AbCdEfGhIjKlMnOp",
      name: "acme-corp",
      third_party_client_access: "block",
    };
    const { client, fetch } = setup([jsonResponse(201, created)]);
    const onCreated = vi.fn();
    renderWithQueryClient(
      <OrganizationForm client={client} tenantUrl={BASE_URL} onCreated={onCreated} />,
    );
    return { fetch, onCreated, user: userEvent.setup({ delay: null }) };
  }

  it("is marked required, for the eye and for assistive technology", () => {
    start();
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-required", "true");
    expect(name).toHaveAccessibleDescription(/^Required/);
  });

  it("reports every problem of 'Acme Corp!' at once and fixes them with one click", async () => {
    const { fetch, onCreated, user } = start();
    const name = screen.getByLabelText("Name");
    await user.type(name, "Acme Corp!");
    await user.click(screen.getByRole("button", { name: "Create organization" }));

    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription(
      /uppercase "A" at position 1 and "C" at position 6 \(use lowercase\); space at position 5 and "!" at position 10/,
    );
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Use acme-corp" }));
    expect(name).toHaveValue("acme-corp");
    // The button went with its suggestion; the name it filled has the focus.
    expect(name).toHaveFocus();
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByRole("button", { name: /^Use / }), "nothing left to suggest").toBe(null);
    await user.click(screen.getByRole("button", { name: "Create organization" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(callOf(fetch).body).toMatchObject({ name: "acme-corp" });
  });
});

describe("CreatedOrganization", () => {
  it("says it worked and shows values in words", () => {
    render(
      <CreatedOrganization
        organization={{
          id: "org_AbCdEfGhIjKlMnOp",
          name: "acme-corp",
          third_party_client_access: "block",
          token_quota: { client_credentials: { enforce: true, per_day: 2147483647 } },
        }}
        onCreateAnother={() => undefined}
      />,
    );
    expect(screen.getByRole("heading", { name: "Organization created" }).parentElement).toHaveClass(
      "banner",
      "success",
    );
    expect(screen.getByText("Third-party clients").nextElementSibling).toHaveTextContent("blocked");
    expect(
      screen.getByText(/^Enforced: yes; per day: 2,147,483,647; per hour: not set$/),
    ).toBeVisible();
  });
});
