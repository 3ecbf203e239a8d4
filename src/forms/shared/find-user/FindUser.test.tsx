import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callOf, jsonResponse, type Reply, setup } from "../../../api/testFetch";
import { renderWithQueryClient } from "../../../test/render";
import { FindUser } from "./FindUser";

const JANE = {
  user_id: "oidc|5f7c8ec7c33c6c004bbafe82",
  email: "jane@acme.example",
  name: "Jane Cooper",
  identities: [{ connection: "corp-oidc", user_id: "5f7c", provider: "oidc", isSocial: false }],
};
const NOAH = {
  user_id: "oidc|9a1b2c3d4e5f60718293a4b5",
  email: "noah.fischer@acme.example",
  name: "Noah Fischer",
  identities: ["corp-oidc", "workspace", "corp"].map((connection) => ({
    connection,
    user_id: "9a1b",
    provider: "oidc",
    isSocial: false,
  })),
};
const page = (users: readonly object[], total = users.length) =>
  jsonResponse(200, { start: 0, limit: 20, length: users.length, total, users });

function renderFind(...replies: Reply[]) {
  const { client, fetch } = setup(replies);
  const onChoose = vi.fn();
  renderWithQueryClient(<FindUser client={client} onChoose={onChoose} />);
  return { fetch, onChoose, user: userEvent.setup() };
}

describe("FindUser", { timeout: 10_000 }, () => {
  it("offers the users a part of a name matches, by email and name, and hands over the one chosen by keyboard", async () => {
    const { onChoose, user } = renderFind(page([JANE, NOAH]));
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "jan");
    expect(
      await screen.findByRole("option", { name: /jane@acme\.example Jane Cooper/ }),
    ).toBeVisible();
    expect(
      screen.getByRole("option", { name: /noah\.fischer/ }),
      "a user with several identities names each connection",
    ).toHaveTextContent("Signs in with corp-oidc, workspace, corp");
    expect(screen.getByRole("status")).toHaveTextContent("2 users match");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ user_id: JANE.user_id }));
    expect(screen.getByRole("combobox", { name: "Find user" })).toHaveValue("jane@acme.example");
  });

  it("tells apart users who share an email by their ids, and no one else", async () => {
    const twin = { ...JANE, user_id: "samlp|partners|jane" };
    const { user } = renderFind(page([JANE, twin, NOAH]));
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "jan");
    const options = await screen.findAllByRole("option", { name: /jane@acme\.example/ });
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining(JANE.user_id),
      expect.stringContaining("samlp|partners|jane"),
    ]);
    expect(screen.getByRole("option", { name: /noah\.fischer/ })).not.toHaveTextContent("oidc|");
  });

  it("sends only the last of several quick changes, and cancels a search a newer one supersedes", async () => {
    let firstSignal: AbortSignal | undefined;
    const { fetch, user } = renderFind(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          firstSignal = init.signal ?? undefined;
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
      page([JANE]),
    );
    const box = screen.getByRole("combobox", { name: "Find user" });
    await user.type(box, "jan");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.type(box, "e c");
    await screen.findByRole("option", { name: /jane@acme\.example/ });
    expect(firstSignal?.aborted, "the superseded search was cancelled").toBe(true);
    expect(new URL(callOf(fetch, 1).url).searchParams.get("q")).toBe(
      "name:*jane\\ c* OR email:*jane\\ c*",
    );
  });

  it("says a slow search took too long and how to narrow it", async () => {
    const { user } = renderFind(
      jsonResponse(503, {
        statusCode: 503,
        error: "Service Unavailable",
        message: "The query exceeded the timeout. Please try refining your search criteria.",
        errorCode: "operation_timed_out",
      }),
    );
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "an");
    expect(
      await screen.findByText(/the search took too long: add more of the email or name/i),
    ).toBeVisible();
  });

  it("says more than 1,000 match when the search cannot reach them all", async () => {
    const { user } = renderFind(page([JANE], 4_321));
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "ac");
    expect(await screen.findByText(/More than 1,000 users match/)).toBeVisible();
  });

  it("says the search lags behind new users and that a whole email is read at once", async () => {
    const { user } = renderFind(page([]));
    await user.type(screen.getByRole("combobox", { name: "Find user" }), "Zed Newhire");
    expect(
      await screen.findByText(
        /Search lags about a minute behind users just created: type their whole email/,
      ),
    ).toHaveTextContent("No user matches Zed Newhire.");
  });

  it("looks up an address asked for from outside (the palette) and offers the user, focused", async () => {
    const { client, fetch } = setup([jsonResponse(200, [JANE])]);
    renderWithQueryClient(
      <FindUser client={client} onChoose={vi.fn()} asked="jane@acme.example" />,
    );
    const box = screen.getByRole("combobox", { name: "Find user" });
    expect(box).toHaveValue("jane@acme.example");
    await waitFor(() => expect(box).toHaveFocus());
    expect(await screen.findByRole("option", { name: /Jane Cooper/ })).toBeVisible();
    expect(new URL(callOf(fetch).url).searchParams.get("email")).toBe("jane@acme.example");
  });

  it("without read:users says which scope it lacks and sends nothing", () => {
    const onChoose = vi.fn();
    renderWithQueryClient(<FindUser client={undefined} onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Find user" });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(/it needs read:users/);
  });
});
