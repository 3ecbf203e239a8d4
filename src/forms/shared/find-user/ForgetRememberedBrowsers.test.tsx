import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setup, textResponse } from "../../../api/testFetch";
import { forgetTab } from "../../../lib/tabStorage";
import { readActivity } from "../../../session/activityLog";
import { renderWithQueryClient } from "../../../test/render";
import { ForgetRememberedBrowsers } from "./ForgetRememberedBrowsers";

afterEach(() => forgetTab());
const USER = { user_id: "auth0|jane", email: "jane@acme.example" };

describe("ForgetRememberedBrowsers", () => {
  it("sends nothing without the scope, and says why", () => {
    const { client } = setup([]);
    renderWithQueryClient(
      <ForgetRememberedBrowsers client={client} user={USER} blockedBy="It needs update:users" />,
    );
    const open = screen.getByRole("button", { name: "Forget remembered browsers" });
    expect(open).toHaveAccessibleDescription("It needs update:users");
  });

  it("refuses a reason of two lines on its field, then forgets with the reason in Activity", async () => {
    const { client, fetch } = setup([textResponse(204, null)]);
    renderWithQueryClient(
      <ForgetRememberedBrowsers client={client} user={USER} blockedBy={undefined} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Forget remembered browsers" }));
    const reason = screen.getByLabelText("Reason");
    await userEvent.type(reason, "T-1");
    await userEvent.paste("\u0007");
    await userEvent.click(screen.getByRole("button", { name: "Forget browsers" }));
    expect(reason).toHaveAccessibleDescription(/one line/);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, "TICKET-9");
    await userEvent.click(screen.getByRole("button", { name: "Forget browsers" }));
    expect(await screen.findByRole("status")).toHaveTextContent(/Forgot the remembered browsers/);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readActivity()[0]).toMatchObject({ target: USER.user_id, reason: "TICKET-9" });
  });
});
