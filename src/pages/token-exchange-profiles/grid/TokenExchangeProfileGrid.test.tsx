import { render } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { expectedGridHeight, HEADER_HEIGHT, ROW_HEIGHT } from "./columns";
import { TokenExchangeProfileGrid } from "./TokenExchangeProfileGrid";

const ROWS = Array.from({ length: 200 }, (_, index) => testTokenExchangeProfile(index + 1));

// jsdom lays nothing out: the grid gets the inner height a browser gives it at this window size.
beforeEach(() => {
  const height = expectedGridHeight(false, window.innerHeight);
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get: () => height,
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

describe("TokenExchangeProfileGrid", () => {
  it("draws every row in view in its first commit, with no measuring render after it", () => {
    const commits: string[] = [];
    const { container } = render(
      <Profiler id="grid" onRender={(_id, phase) => commits.push(phase)}>
        <TokenExchangeProfileGrid
          id="grid"
          labelledBy="heading"
          describedBy="hint"
          rows={ROWS}
          trailer={null}
          selectedId={null}
          nowMs={Date.parse("2026-01-01T00:00:00Z")}
          onSelect={() => {}}
          onNearEnd={() => {}}
          onCopied={() => {}}
        />
      </Profiler>,
    );
    const inView = Math.ceil(
      (expectedGridHeight(false, window.innerHeight) - HEADER_HEIGHT) / ROW_HEIGHT,
    );
    const drawn = container.querySelectorAll('[role="rowgroup"] [role="row"]').length;
    expect(drawn).toBeGreaterThanOrEqual(inView);
    expect(commits).toEqual(["mount"]);
  });
});
