/** biome-ignore-all lint/a11y/useSemanticElements: a stand-in for the div rows VirtualTable.tsx draws. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: the stand-in's rows take no focus, as the real ones. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditRecord } from "../../api/history/types";
import { jsonResponse } from "../../api/testFetch";
import { renderWithQueryClient } from "../../test/render";
import TeamActivityPage from "./TeamActivityPage";

// jsdom lays nothing out, so the virtual table would draw no row: draw them all.
vi.mock("../../ui/VirtualTable", () => ({
  VirtualTable: <T,>(props: { label: string; rows: T[]; renderCells: (row: T) => ReactNode }) => (
    <div role="table" aria-label={props.label}>
      {props.rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
        <div role="row" key={index}>
          {props.renderCells(row)}
        </div>
      ))}
    </div>
  ),
}));

const people = [
  { sub: "admin", email: "admin@console.local", name: "Ada Admin", role: "administrator" },
  { sub: "support", email: "support@console.local", name: "Sam Support", role: "support" },
];
const write = (id: string, operator: (typeof people)[number] | null): AuditRecord => ({
  id,
  at: "2030-01-02T10:00:00.000Z",
  operator,
  operation: "createOrganization",
  label: "Create organization",
  object: { type: "organization", id: "org_1", name: "acme" },
  reason: "INC-1",
  requestId: `req-${id}`,
  status: 201,
  outcome: null,
  restoreOf: id === "2" ? "1" : null,
  changes: [],
  version: null,
  previousVersion: null,
});

/** Answers people for /people and `pages` in turn for /activity; the URLs asked, in order. */
function serve(...pages: { entries: AuditRecord[]; next: string | null }[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.startsWith("/__console/activity/people")) return jsonResponse(200, { people });
      return jsonResponse(200, pages.shift() ?? { entries: [], next: null });
    }),
  );
  return asked;
}

describe("team Activity", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = "";
  });

  it("lists the team's writes with who made them, and reads the filters from the route", async () => {
    window.location.hash = "#/activity?person=support&object=org_1";
    const asked = serve({ entries: [write("2", people[1] ?? null), write("1", null)], next: null });
    renderWithQueryClient(<TeamActivityPage />);
    expect(await screen.findByText("All 2 writes loaded")).toHaveRole("status");
    const [restore, create] = screen.getAllByRole("row");
    expect(restore).toHaveTextContent(
      /Sam Support \(support\).*Create organization \(restore\).*acme \(org_1\).*Succeeded.*INC-1/,
    );
    expect(create).toHaveTextContent("The server's credential");
    expect(asked).toContain("/__console/activity?person=support&object=org_1&limit=50");
    expect(
      await screen.findByRole("option", { name: "Sam Support (support)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Person" })).toHaveValue("support");
    expect(screen.getByRole("textbox", { name: "Object id" })).toHaveValue("org_1");
  });

  it("applies the filters into the route's query, and refuses a range that ends before it starts", async () => {
    window.location.hash = "#/activity";
    serve({ entries: [], next: null });
    const user = userEvent.setup();
    renderWithQueryClient(<TeamActivityPage />);
    expect(await screen.findByText("No writes yet.")).toBeVisible();
    await screen.findByRole("option", { name: "Ada Admin (administrator)" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Person" }), "admin");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Operation" }),
      "deleteOrganization",
    );
    await user.type(screen.getByLabelText("From"), "2030-01-05");
    await user.type(screen.getByLabelText("To"), "2030-01-04");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    const to = screen.getByLabelText("To");
    expect(to).toHaveAccessibleDescription("The end of the range must not come before its start");
    expect(to).toHaveFocus();
    expect(window.location.hash).toBe("#/activity");
    await user.clear(to);
    await user.type(to, "2030-01-06");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(window.location.hash).toBe(
        "#/activity?person=admin&operation=deleteOrganization&from=2030-01-05&to=2030-01-06",
      ),
    );
  });
});
