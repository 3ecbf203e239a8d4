import { configure, screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BASE_URL, hang, setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { UserAttributeProfileForm } from "./UserAttributeProfileForm";

const ID = "uap_1csDj3szFKM6gvVNJbQqYh";

// Role queries skip jsdom's slow per-element style check: what must be visible is asserted so.
configure({ defaultHidden: true });

// 20 s per test: a busy 2-core machine took over the 5 s default (each passes alone in a few).
describe("UserAttributeProfileForm when the tenant does not answer", { timeout: 20_000 }, () => {
  it("offers Cancel while a save hangs, aborts it, and says the outcome is unknown", async () => {
    const { client, fetch } = setup([hang]);
    renderWithQueryClient(<UserAttributeProfileForm client={client} tenantUrl={BASE_URL} />);
    // jsdom computes styles slowly; the check that an element takes clicks adds seconds.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.type(screen.getByLabelText("Profile id"), ID);
    await user.type(screen.getByLabelText("Name"), "Renamed");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /You cancelled the request after it was sent, so it is not known whether the changes were saved/,
    );
    expect(alert).toHaveFocus();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted, "the fetch itself was aborted").toBe(true);
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Renamed");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks before the page is left only while a save is in flight, not for a kept draft", async () => {
    const { client } = setup([hang]);
    renderWithQueryClient(<UserAttributeProfileForm client={client} tenantUrl={BASE_URL} />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.type(screen.getByLabelText("Profile id"), ID);
    await user.type(screen.getByLabelText("Name"), "Renamed");
    expect(leaving(), "unsaved changes come back from the draft").toBe(false);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByRole("button", { name: "Cancel" });
    expect(leaving(), "a save in flight would be lost").toBe(true);
  });
});
