import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ACTIVITY_MAX, recordActivities, type SettledWrite } from "../../session/activityLog";
import { DROPPED_KEPT_MAX } from "../../session/droppedActivity";
import ActivityPage from "./ActivityPage";

const START = Date.parse("2030-01-01T10:00:00Z");

function clears(count: number): SettledWrite[] {
  return Array.from({ length: count }, (_, index) => ({
    activity: { operation: "clearRiskAssessments", target: `auth0|${index}`, reason: "INC-1" },
    at: START + index * 1_000,
  }));
}

/** The text of the file the next download saves. */
function catchDownload(): () => Promise<{ name: string; text: string }> {
  let blob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    blob = object as Blob;
    return "blob:activity";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  let name = "";
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    name = this.download;
  });
  return async () => ({ name, text: (await blob?.text()) ?? "" });
}

describe("Activity, past its cap", () => {
  it("says nothing about dropped entries while none were dropped", () => {
    recordActivities(clears(3));
    render(<ActivityPage />);
    expect(screen.queryByText(/older entr/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Download dropped entries (CSV)" }),
    ).not.toBeInTheDocument();
  });

  it("says how many older entries were dropped and downloads them as CSV", async () => {
    recordActivities(clears(ACTIVITY_MAX + 2));
    const downloaded = catchDownload();
    render(<ActivityPage />);
    expect(
      screen.getByText(
        "2 older entries were dropped from this list, which keeps the newest 1,000. Their CSV is kept for this tab until you sign out.",
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Download dropped entries (CSV)" }));
    const file = await downloaded();
    expect(file.name).toMatch(/^activity-dropped-.+\.csv$/);
    expect(file.text.split("\r\n")).toEqual([
      "time,operation,target,outcome,reason",
      "2030-01-01T10:00:01.000Z,Clear risk assessments,auth0|1,Succeeded,INC-1",
      "2030-01-01T10:00:00.000Z,Clear risk assessments,auth0|0,Succeeded,INC-1",
      "",
    ]);
  });

  it("says when the CSV holds only the newest of the dropped entries", () => {
    recordActivities(clears(ACTIVITY_MAX + DROPPED_KEPT_MAX + 69));
    render(<ActivityPage />);
    expect(
      screen.getByText(
        "2,069 older entries were dropped from this list, which keeps the newest 1,000. The CSV holds the newest 2,000 of them; older ones are gone for good.",
      ),
    ).toBeVisible();
  });
});
