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
});
