import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { consoleToken, HOUR } from "../../test/tokens";
import { ConnectForm } from "./ConnectForm";

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
    await user.paste(consoleToken({ exp: Math.floor(Date.now() / 1000) - HOUR }));
    await user.click(screen.getByRole("button", { name: "Connect" }));
    const input = screen.getByLabelText("Access token");
    // react-hook-form validates asynchronously after the click.
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveAccessibleDescription(/This token expired at/);
    expect(onConnect).not.toHaveBeenCalled();
  });
});
