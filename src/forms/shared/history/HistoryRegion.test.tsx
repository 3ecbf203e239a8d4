import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuditRecord } from "../../../api/history/types";
import { callOf, jsonResponse, setup } from "../../../api/testFetch";
import { renderWithQueryClient } from "../../../test/render";
import HistoryRegion from "./HistoryRegion";

const role = vi.hoisted(() => ({ current: "administrator" as string | null }));
vi.mock("../../../session/SessionContext", () => ({
  useSession: () => ({
    claims: { scopes: ["read:organizations", "update:organizations"] },
    person: { role: role.current },
  }),
}));

const ORG = "org_abcdefghijklmnop";
const ada = { sub: "ada", email: "ada@console.local", name: "Ada", role: "administrator" };
const bob = { sub: "bob", email: "bob@console.local", name: "Bob", role: "support" };

function entry(id: string, overrides: Partial<AuditRecord>): AuditRecord {
  return {
    id,
    at: "2030-01-02T10:00:00.000Z",
    operator: ada,
    operation: "updateOrganization",
    label: "Update organization",
    object: { type: "organization", id: ORG, name: "acme" },
    reason: null,
    requestId: `req-${id}`,
    status: 200,
    outcome: null,
    restoreOf: null,
    changes: [],
    version: null,
    previousVersion: null,
    ...overrides,
  };
}

const toB = entry("2", {
  reason: "INC-1",
  changes: [
    { field: ["display_name"], before: "A", after: "B" },
    { field: ["metadata", "tier"], before: null },
  ],
  version: { name: "acme", display_name: "B" },
});
const toC = entry("3", {
  operator: bob,
  at: "2030-01-03T10:00:00.000Z",
  changes: [{ field: ["display_name"], before: "B", after: "C" }],
  version: { name: "acme", display_name: "C" },
});
const refused = entry("4", { operator: bob, status: 403, outcome: "refused" });

// jsdom has no CSS.supports, which Ariakit's modal asks before locking the page's scroll; taken
// off again after, as the next file in the worker shares this window.
let addedSupports = false;
beforeAll(() => {
  if (typeof CSS.supports === "function") return;
  Object.defineProperty(CSS, "supports", { value: () => false, configurable: true });
  addedSupports = true;
});
afterAll(() => {
  if (addedSupports) Reflect.deleteProperty(CSS, "supports");
});

let store: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  role.current = "administrator";
  store = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", store);
});
afterEach(() => vi.unstubAllGlobals());

function region() {
  return screen.getByRole("region", { name: "History" });
}

describe("HistoryRegion", () => {
  it("lists who, when, the operation, the reason, the outcome and each field, older pages on demand", async () => {
    store
      .mockResolvedValueOnce(jsonResponse(200, { entries: [refused, toC], next: "3" }))
      .mockResolvedValueOnce(jsonResponse(200, { entries: [toB], next: null }));
    const { client } = setup([]);
    const user = userEvent.setup();
    renderWithQueryClient(<HistoryRegion client={client} type="organization" id={ORG} />);

    expect(await screen.findByText("2 changes shown; older ones remain.")).toBeInTheDocument();
    const [first, second] = within(region()).getAllByRole("article");
    expect(first).toHaveTextContent("Update organizationBy Bob (support)");
    expect(first).toHaveTextContent("Refused: their role may not do this.");
    expect(within(second as HTMLElement).getByRole("deletion")).toHaveTextContent("“B”");
    expect(within(second as HTMLElement).getByRole("insertion")).toHaveTextContent("“C”");
    expect(within(second as HTMLElement).getByRole("time")).toHaveAttribute(
      "datetime",
      "2030-01-03T10:00:00.000Z",
    );

    await user.click(screen.getByRole("button", { name: "Show older changes" }));
    expect(await screen.findByText("3 recorded changes shown.")).toBeInTheDocument();
    const oldest = within(region()).getAllByRole("article")[2] as HTMLElement;
    expect(oldest).toHaveTextContent("Reason: INC-1");
    // metadata.tier was null before and is absent after: said apart.
    expect(within(oldest).getByText("metadata.tier").closest("div")).toHaveTextContent(
      "metadata.tiernull → not set",
    );
    expect(String(store.mock.calls[1]?.[0])).toContain("cursor=3");
    expect(screen.queryByRole("button", { name: "Show older changes" })).toBeNull();
  });

  it("says when nothing is recorded, and a failed read with Retry", async () => {
    store
      .mockResolvedValueOnce(jsonResponse(503, { message: "The store could not be read" }))
      .mockResolvedValueOnce(jsonResponse(200, { entries: [], next: null }));
    const { client } = setup([]);
    const user = userEvent.setup();
    renderWithQueryClient(<HistoryRegion client={client} type="user" id="auth0|1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The history could not be read: The store could not be read",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/No changes recorded yet/)).toBeInTheDocument();
  });

  it("restores a version with one PATCH of what differs, naming who changed it since", async () => {
    store.mockResolvedValue(jsonResponse(200, { entries: [toC, toB], next: null }));
    const now = { id: ORG, name: "acme", display_name: "C" };
    const { client, fetch } = setup(
      [jsonResponse(200, now), jsonResponse(200, { ...now, display_name: "B" })],
      { baseUrl: "" },
    );
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <HistoryRegion client={client} type="organization" id={ORG} onRestored={onRestored} />,
    );
    const restoreB = await screen.findAllByRole("button", { name: "Restore this version" });
    await user.click(restoreB[1] as HTMLElement);

    const dialog = await screen.findByRole("dialog", { name: "Restore this version?" });
    expect(await within(dialog).findByText(/Changed since this version/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("display_name is now “C” (by Bob,");
    expect(within(dialog).getByRole("deletion")).toHaveTextContent("“C”");
    expect(within(dialog).getByRole("insertion")).toHaveTextContent("“B”");

    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "INC-9");
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    expect(onRestored).toHaveBeenCalledOnce();
    const patch = callOf(fetch, 1);
    expect(patch.init.method).toBe("PATCH");
    expect(patch.body).toEqual({ display_name: "B" });
    expect(patch.headers.get("X-Console-Restore-Of")).toBe("2");
    expect(patch.headers.get("X-Console-Reason")).toBe("INC-9");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says there is nothing to restore, and keeps the reason when the write fails", async () => {
    store.mockResolvedValue(jsonResponse(200, { entries: [toC, toB], next: null }));
    const now = { id: ORG, name: "acme", display_name: "C" };
    const { client } = setup([
      jsonResponse(200, now),
      jsonResponse(200, now),
      jsonResponse(409, { statusCode: 409, error: "Conflict", message: "name taken" }),
    ]);
    const user = userEvent.setup();
    renderWithQueryClient(<HistoryRegion client={client} type="organization" id={ORG} />);
    const buttons = await screen.findAllByRole("button", { name: "Restore this version" });
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Nothing to restore: the organization already matches this version.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(buttons[1] as HTMLElement);
    const again = await screen.findByRole("dialog");
    const reason = await within(again).findByRole("textbox", { name: "Reason" });
    await user.type(reason, "INC-9");
    await user.click(within(again).getByRole("button", { name: "Restore" }));
    expect(await within(again).findByRole("alert")).toHaveTextContent("name taken");
    expect(reason).toHaveValue("INC-9");
  });

  it("offers the version before the oldest recorded change, once every page is read", async () => {
    const first = { ...toB, previousVersion: { name: "acme", display_name: "A" } };
    store.mockResolvedValue(jsonResponse(200, { entries: [toC, first], next: null }));
    const now = { id: ORG, name: "acme", display_name: "C" };
    const { client, fetch } = setup(
      [jsonResponse(200, now), jsonResponse(200, { ...now, display_name: "A" })],
      { baseUrl: "" },
    );
    const user = userEvent.setup();
    renderWithQueryClient(<HistoryRegion client={client} type="organization" id={ORG} />);
    const before = await screen.findByRole("region", { name: "Before the oldest recorded change" });
    expect(before).toHaveTextContent("The settings as read just before Update organization by Ada");
    expect(within(region()).getAllByRole("article")).toHaveLength(2);
    await user.click(within(before).getByRole("button", { name: "Restore this version" }));

    const dialog = await screen.findByRole("dialog", { name: "Restore this version?" });
    expect(dialog).toHaveTextContent("as they were just before this change: Update organization");
    // Both recorded changes came after this version; the newest one set what is there now.
    expect(await within(dialog).findByText(/Changed since this version/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent("display_name is now “C” (by Bob,");
    await user.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(callOf(fetch, 1).body).toEqual({ display_name: "A" });
    expect(callOf(fetch, 1).headers.get("X-Console-Restore-Of")).toBe("2");
  });

  it("offers no earlier version while older pages remain unread", async () => {
    const first = { ...toB, previousVersion: { name: "acme", display_name: "A" } };
    store.mockResolvedValue(jsonResponse(200, { entries: [toC, first], next: "2" }));
    const { client } = setup([]);
    renderWithQueryClient(<HistoryRegion client={client} type="organization" id={ORG} />);
    expect(await screen.findByText("2 changes shown; older ones remain.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Before the oldest recorded change" })).toBeNull();
  });

  it("disables Restore this version for a role that cannot change organizations", async () => {
    role.current = "auditor";
    store.mockResolvedValue(jsonResponse(200, { entries: [toB], next: null }));
    const { client } = setup([]);
    renderWithQueryClient(<HistoryRegion client={client} type="organization" id={ORG} />);
    const button = await screen.findByRole("button", { name: "Restore this version" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Your role, auditor, cannot/);
  });
});
