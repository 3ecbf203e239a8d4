import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callOf, hang, jsonResponse, profileJson, type Reply, setup } from "../../api/testFetch";
import { expectIsolated, obeyedControls, SPOOF } from "../../test/bidi";
import { renderWithQueryClient } from "../../test/render";
import { CommandPalette } from "./CommandPalette";

const ALL_SCOPES = [
  "read:token_exchange_profiles",
  "create:organizations",
  "read:user_attribute_profiles",
  "update:user_attribute_profiles",
  "update:users",
];

function open(scopes: readonly string[], ...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  const onClose = vi.fn();
  renderWithQueryClient(<CommandPalette client={client} scopes={scopes} onClose={onClose} />);
  return { fetch, onClose, user: userEvent.setup({ delay: null }) };
}

// What this file adds to jsdom, taken off again: the next file in the worker shares its window.
const added: (() => void)[] = [];

beforeAll(() => {
  // jsdom has no CSS.supports, which Ariakit's modal asks before locking the page's scroll.
  if (typeof CSS.supports !== "function") {
    Object.defineProperty(CSS, "supports", { value: () => false, configurable: true });
    added.push(() => Reflect.deleteProperty(CSS, "supports"));
  }
  // jsdom lays nothing out, so Ariakit would take the combobox for invisible, hence not
  // focusable, and move real focus to the options instead of keeping it in the input.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([
    new DOMRect(0, 0, 100, 20),
  ] as unknown as DOMRectList);
  // Nor does it scroll: Ariakit scrolls the active option into view.
  if (typeof Element.prototype.scrollIntoView !== "function") {
    Element.prototype.scrollIntoView = () => {};
    added.push(() => Reflect.deleteProperty(Element.prototype, "scrollIntoView"));
  }
});

afterAll(() => {
  vi.restoreAllMocks();
  for (const undo of added.splice(0)) undo();
});

const input = () => screen.getByRole("combobox", { name: "Search or jump to" });

// Typing key by key into jsdom is slow on a loaded machine; nothing here measures time.
describe("the command palette", { timeout: 20_000 }, () => {
  it("is a named dialog whose combobox has focus and lists every screen, sending nothing", async () => {
    const { fetch } = open(ALL_SCOPES);
    expect(screen.getByRole("dialog", { name: "Command palette" })).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(screen.getByRole("option", { name: "Create organization" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("6 results");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("names the scope a screen needs beside it when the token lacks it", () => {
    open(["read:token_exchange_profiles"]);
    expect(
      screen.getByRole("option", { name: "Create organization needs create:organizations" }),
    ).toBeInTheDocument();
  });

  it("starts from what was typed while it loaded, once its box has focus, and narrows by it", async () => {
    const { client } = setup([]);
    renderWithQueryClient(
      <CommandPalette
        client={client}
        scopes={["create:organizations"]}
        onClose={vi.fn()}
        takeEarlyKeys={() => "create org"}
      />,
    );
    await waitFor(() => expect(input()).toHaveValue("create org"));
    expect(input()).toHaveFocus();
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });

  it("narrows the screens as you type and goes to the one chosen with Enter", async () => {
    const { user, onClose } = open(["create:organizations"]);
    await user.type(input(), "create org");
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledWith("#/organizations/new");
  });

  it("moves with the arrow keys and chooses the active option", async () => {
    const { user, onClose } = open([]);
    await user.type(input(), "profiles");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Token exchange profiles needs read:token_exchange_profiles",
      "User attribute profiles needs update:user_attribute_profiles",
    ]);
    expect(input()).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowDown}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledWith("#/user-attribute-profiles");
  });

  it("closes with nothing chosen on Escape, or on Close where there is no Escape key", async () => {
    const { user, onClose } = open([]);
    await user.type(input(), "risk");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith();
    onClose.mockClear();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it("searches the tenant's profiles after a pause, page after page, and opens one's details", async () => {
    const firstPage = Array.from({ length: 100 }, (_, n) => profileJson(n));
    const { user, fetch, onClose } = open(
      ["read:token_exchange_profiles"],
      jsonResponse(200, { token_exchange_profiles: firstPage, next: "c2" }),
      jsonResponse(200, { token_exchange_profiles: [profileJson(117, { name: "Partner 117" })] }),
    );
    await user.type(input(), "partner 11");
    const option = await screen.findByRole("option", { name: /Partner 117/ });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new URL(callOf(fetch).url).searchParams.get("take")).toBe("100");
    expect(new URL(callOf(fetch, 1).url).searchParams.get("from")).toBe("c2");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1 result"));
    expect(option).toHaveTextContent("tep_0000000000000117");
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledWith("#/token-exchange-profiles/tep_0000000000000117");
  });

  it("drops the search a newer text supersedes", async () => {
    const { user, fetch } = open(
      ["read:token_exchange_profiles"],
      hang,
      jsonResponse(200, { token_exchange_profiles: [profileJson(5, { name: "beta" })] }),
    );
    await user.type(input(), "alpha");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.clear(input());
    await user.type(input(), "beta");
    await waitFor(() => expect(callOf(fetch).init.signal?.aborted).toBe(true));
    expect(await screen.findByRole("option", { name: /^beta/ })).toBeInTheDocument();
  });

  it("searches organizations as the list's filter does, reading on and counting organizations", async () => {
    const organizations = Array.from({ length: 100 }, (_, n) => ({
      id: `org_${String(n).padStart(16, "0")}`,
      name: n === 42 ? "relecloud-travel-42" : `contoso-${n}`,
    }));
    const notFound = { statusCode: 404, error: "Not Found", message: "No organization" };
    const { user } = open(
      ["read:organizations"],
      jsonResponse(404, notFound),
      jsonResponse(200, { organizations, next: "c2" }),
      hang,
    );
    await user.type(input(), "travel");
    expect(await screen.findByRole("option", { name: /relecloud-travel-42/ })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "1 result so far; searched 100 organizations…",
      ),
    );
  });

  it("offers a full profile id at once, without a search", async () => {
    const { user, fetch, onClose } = open(ALL_SCOPES);
    await user.type(input(), "tep_Ab12Cd34Ef56Gh78");
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledWith("#/token-exchange-profiles/tep_Ab12Cd34Ef56Gh78");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts a clear first for what reads as a user id", async () => {
    const { user, onClose } = open(
      ALL_SCOPES,
      jsonResponse(200, { token_exchange_profiles: [] }),
      jsonResponse(200, { user_attribute_profiles: [] }),
    );
    await user.type(input(), "oidc|5f7c8ec7");
    const first = screen.getAllByRole("option")[0];
    expect(first).toHaveAccessibleName("Clear risk assessments for oidc|5f7c8ec7");
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledWith("#/risk-assessments?user=oidc%7C5f7c8ec7");
  });

  it("says when nothing matches", async () => {
    const { user } = open(
      ["read:token_exchange_profiles"],
      jsonResponse(200, {
        token_exchange_profiles: [],
      }),
    );
    await user.type(input(), "zz top");
    expect(await screen.findByText(/No result/)).toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("shows a found profile's name from the tenant isolated, its direction controls shown", async () => {
    const { user } = open(
      ["read:token_exchange_profiles"],
      jsonResponse(200, { token_exchange_profiles: [profileJson(3, { name: SPOOF })] }),
    );
    await user.type(input(), "gnp");
    const found = await screen.findByRole("option", { name: /tep_0000000000000003/ });
    expectIsolated(found);
  });

  it("says why a search failed in the tenant's words, isolated", async () => {
    const { user } = open(
      ["read:token_exchange_profiles"],
      jsonResponse(403, { statusCode: 403, error: "Forbidden", message: SPOOF }),
    );
    await user.type(input(), "gnp");
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("could not be searched"));
    expect(status).toHaveTextContent(SPOOF);
    expect(obeyedControls(status)).toEqual([]);
  });
});
