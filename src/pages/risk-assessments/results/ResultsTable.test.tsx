import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BatchItem } from "../batch/batchTypes";
import { ALL_ROWS_UP_TO, ResultsTable } from "./ResultsTable";
import { resultsToShow } from "./resultOrder";

const ROW_PX = 36;

function item(i: number): BatchItem {
  const failed = i % 500 === 7;
  return {
    userId: `db|support|user-${i}`,
    status: failed ? "failed" : "cleared",
    message: failed ? "The user does not exist." : "",
    errorCode: undefined,
    permanent: failed ? "unknown-user" : undefined,
    connection: undefined,
    finishedAt: Date.UTC(2030, 0, 1),
  };
}

beforeEach(() => {
  // jsdom lays nothing out: give each row a laptop row's height, as the browser would.
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === "TR" ? ROW_PX : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("ResultsTable", () => {
  it("holds a bounded number of rows for 5,000 users, failures first, with their place in the table", () => {
    const shown = resultsToShow(
      Array.from({ length: 5_000 }, (_, i) => item(i)),
      "all",
    );
    render(<ResultsTable shown={shown} connection="support-db" />);
    const table = screen.getByRole("table", { name: "Outcome per user in support-db" });
    expect(table).toHaveAttribute("aria-rowcount", "5001");
    const rows = within(table).getAllByRole("row");
    expect(rows.length).toBeLessThanOrEqual(200);
    expect(rows.length, "the viewport's rows at least").toBeGreaterThan(10);
    expect(rows[1]).toHaveAttribute("aria-rowindex", "2");
    expect(rows[1]).toHaveTextContent("db|support|user-7");
    expect(rows[1]).toHaveTextContent("not retried");
  }, 20_000);

  it("holds every row of a short batch, for find in page and table navigation", () => {
    const shown = Array.from({ length: ALL_ROWS_UP_TO }, (_, i) => item(i));
    render(<ResultsTable shown={shown} connection="" />);
    const table = screen.getByRole("table", { name: "Outcome per user" });
    // Counted by tag: asking each of 150 rows for its role is slow in jsdom.
    const rows = table.querySelectorAll("tr");
    expect(rows).toHaveLength(ALL_ROWS_UP_TO + 1);
    expect(rows[rows.length - 1]).toHaveAttribute("aria-rowindex", String(ALL_ROWS_UP_TO + 1));
  }, 20_000);

  it("names each user's connection in a column when the batch read each user's own", () => {
    const own = { ...item(1), connection: "partners-saml" };
    const { rerender } = render(<ResultsTable shown={[own]} connection="" />);
    const table = screen.getByRole("table", { name: "Outcome per user" });
    expect(within(table).getByRole("columnheader", { name: "Connection" })).toBeVisible();
    expect(within(table).getByRole("cell", { name: "partners-saml" })).toBeVisible();

    // One connection chosen for all: the caption names it, and no column repeats it.
    rerender(<ResultsTable shown={[item(1)]} connection="support-db" />);
    const chosen = screen.getByRole("table", { name: "Outcome per user in support-db" });
    expect(within(chosen).queryByRole("columnheader", { name: "Connection" })).toBeNull();
  });
});
