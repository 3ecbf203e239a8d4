import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../../lib/format";
import { consoleToken, HOUR } from "../../test/tokens";
import { ConnectForm } from "./ConnectForm";
import { connectMessages } from "./messages";

describe("ConnectForm", () => {
  it("connects with a valid origin and token", async () => {
    const onConnect = vi.fn();
    const user = userEvent.setup();
    render(<ConnectForm defaultTenantUrl="" onConnect={onConnect} />);
    const token = consoleToken();
    await user.type(screen.getByLabelText("Tenant URL"), "http://127.0.0.1:4010");
    await user.click(screen.getByLabelText("Access token"));
    await user.paste(token);
    await user.click(screen.getByRole("button", { name: "Connect" }));
    await waitFor(() =>
      expect(onConnect).toHaveBeenCalledWith(
        { tenantUrl: "http://127.0.0.1:4010", token, keepForTab: false },
        expect.anything(),
      ),
    );
  });

  it("refuses an expired token and says when it expired", async () => {
    const onConnect = vi.fn();
    const user = userEvent.setup();
    render(<ConnectForm defaultTenantUrl="https://t.example.com" onConnect={onConnect} />);
    await user.click(screen.getByLabelText("Access token"));
    const exp = Math.floor(Date.now() / 1000) - HOUR;
    await user.paste(consoleToken({ exp }));
    await user.click(screen.getByRole("button", { name: "Connect" }));
    const input = screen.getByLabelText("Access token");
    // react-hook-form validates asynchronously after the click.
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(connectMessages.tokenExpired(formatDateTime(exp * 1000))),
    );
    expect(onConnect).not.toHaveBeenCalled();
  });

  it("offers to keep the token in words from the catalog, naming no browser API", () => {
    render(<ConnectForm defaultTenantUrl="" onConnect={vi.fn()} />);
    const keep = screen.getByRole("checkbox", { name: connectMessages.keepForTab });
    expect(keep).not.toBeChecked();
    expect(document.body).not.toHaveTextContent(/sessionStorage|localStorage/);
  });

  it("offers the console's own origin when its server proxies a tenant, and says why", () => {
    const { rerender } = render(<ConnectForm defaultTenantUrl="" onConnect={vi.fn()} />);
    const tenantUrl = screen.getByLabelText("Tenant URL");
    expect(tenantUrl).toHaveValue("");
    expect(tenantUrl).toHaveAccessibleDescription(connectMessages.tenantUrlHint);

    rerender(
      <ConnectForm defaultTenantUrl="" onConnect={vi.fn()} ownOrigin="http://127.0.0.1:8080" />,
    );
    expect(tenantUrl).toHaveValue("http://127.0.0.1:8080");
    expect(tenantUrl).toHaveAccessibleDescription(connectMessages.ownOriginHint);
  });

  it("says the console's own address only while it is the one in the field", async () => {
    const user = userEvent.setup();
    render(
      <ConnectForm defaultTenantUrl="" onConnect={vi.fn()} ownOrigin="http://127.0.0.1:5173" />,
    );
    const tenantUrl = screen.getByLabelText("Tenant URL");
    expect(tenantUrl).toHaveAccessibleDescription(connectMessages.ownOriginHint);
    await user.clear(tenantUrl);
    await user.type(tenantUrl, "http://127.0.0.1:4702");
    expect(tenantUrl).toHaveAccessibleDescription(connectMessages.tenantUrlHint);
  });

  it("says the tenant stays the same where only the token can change (Reconnect)", () => {
    render(
      <ConnectForm defaultTenantUrl="http://127.0.0.1:8080" onConnect={vi.fn()} tenantLocked />,
    );
    expect(screen.getByLabelText("Tenant URL")).toHaveAccessibleDescription(
      connectMessages.lockedTenantUrlHint,
    );
  });

  it("keeps a Tenant URL the user already has", () => {
    render(
      <ConnectForm
        defaultTenantUrl="https://t.example.com"
        onConnect={vi.fn()}
        ownOrigin="http://127.0.0.1:8080"
      />,
    );
    expect(screen.getByLabelText("Tenant URL")).toHaveValue("https://t.example.com");
  });

  it('removes a pasted "Bearer " and says so, then connects with the token alone', async () => {
    const onConnect = vi.fn();
    const user = userEvent.setup();
    render(<ConnectForm defaultTenantUrl="http://127.0.0.1:4010" onConnect={onConnect} />);
    const token = consoleToken();
    const input = screen.getByLabelText("Access token");
    await user.click(input);
    await user.paste(`Bearer ${token}`);

    expect(input).toHaveValue(token);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(connectMessages.bearerRemoved),
    );
    await user.click(screen.getByRole("button", { name: "Connect" }));
    await waitFor(() =>
      expect(onConnect).toHaveBeenCalledWith(
        { tenantUrl: "http://127.0.0.1:4010", token, keepForTab: false },
        expect.anything(),
      ),
    );
  });
});
