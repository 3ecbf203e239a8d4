/** biome-ignore-all lint/a11y/useSemanticElements: a stand-in for the div rows and cells VirtualTable.tsx draws. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: the same stand-in rows. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { setup } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import { OrganizationMembers } from "./OrganizationMembers";

// Every scope but the member roles': these tests read the filter, not the roles.
vi.mock("../../session/useScopeProblem", () => ({
  useScopeProblem: (operation: string) =>
    operation === "listMemberRoles" ? "needs read:organization_member_roles" : undefined,
}));
// jsdom lays nothing out, so the virtual table would draw no row: draw them all.
vi.mock("../../ui/VirtualTable", () => ({
  VirtualTable: <T,>(props: {
    rows: T[];
    rowKey: (row: T) => string;
    renderCells: (row: T) => ReactNode;
  }) => (
    <div role="table">
      {props.rows.map((row) => (
        <div role="row" key={props.rowKey(row)}>
          {props.renderCells(row)}
        </div>
      ))}
    </div>
  ),
}));

const INITECH = { id: "org_In1t3chSt4ff2k0A", name: "initech" };
const PAGES = 5;
/** Member n of PAGES pages of 100; only member 450 is Alex Kim. */
const member = (n: number) =>
  n === 450
    ? { user_id: "db|staff|alex", email: "alex.kim@initech.example", name: "Alex Kim" }
    : { user_id: `db|staff|${n}`, email: `staff.${n}@initech.example`, name: `Staff ${n}` };

/** The members listing as the tenant answers it; the page from `held` waits until released. */
function fakeTenant(held?: string) {
  let release = () => {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const from = new URL(String(input)).searchParams.get("from") ?? "";
    const n = from === "" ? 0 : Number(from);
    if (from === held) {
      await new Promise<void>((resolve, reject) => {
        release = resolve;
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    // As recorded: each page holding members carries next; the page after the last is empty.
    if (n >= PAGES) return Response.json({ members: [] });
    const members = Array.from({ length: 100 }, (_, i) => member(n * 100 + i));
    return Response.json({ members, next: String(n + 1) });
  });
  const { client } = setup([], { fetch });
  renderWithQueryClient(<OrganizationMembers client={client} organization={INITECH} />);
  return { release: () => release(), user: userEvent.setup() };
}

/** The region's first status as a reader hears it, isolating marks taken out. */
const status = () => screen.getAllByRole("status")[0]?.textContent?.replace(/[\u2068\u2069]/g, "");

describe("Filter members", { timeout: 15_000 }, () => {
  it("finds a member beyond the first page, and says it read every member", async () => {
    const { user } = fakeTenant();
    await user.type(await screen.findByLabelText("Filter members"), "ALEX.kim");
    expect(
      await screen.findByRole("checkbox", { name: /alex\.kim@initech\.example/ }),
    ).toBeVisible();
    await waitFor(() => expect(status()).toBe("1 found among all 500 members."));
    expect(screen.getAllByRole("row")).toHaveLength(1);
  });

  it("says how far it read, never 'No member matches' before the end; Stop and Search on", async () => {
    const { user, release } = fakeTenant("3");
    await user.type(await screen.findByLabelText("Filter members"), "nobody");
    await waitFor(() =>
      expect(status()).toBe("Searched 300 of the members so far: none found yet."),
    );
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(status()).toBe("None among the first 300 members: the search was stopped.");
    await user.click(screen.getByRole("button", { name: "Search on" }));
    release();
    await waitFor(() =>
      expect(status()).toBe("No member matches “nobody”: all 500 members were searched."),
    );
    expect(screen.queryByRole("button", { name: /Stop|Search on/ })).toBeNull();
  });
});
