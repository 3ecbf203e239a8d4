import { act, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { preloadablePage } from "./preloadablePage";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

function deferredModule() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<{ default: typeof Counter }>((done) => {
    resolve = () => done({ default: Counter });
  });
  return { load: () => promise, resolve };
}

function inSuspense(Page: ComponentType) {
  return (
    <Suspense fallback={<p>Loading the screen…</p>}>
      <Page />
    </Suspense>
  );
}

describe("preloadablePage", () => {
  it("renders a screen loaded beforehand at once, without the fallback", async () => {
    const { load, resolve } = deferredModule();
    const { Page, preload } = preloadablePage(load);
    resolve();
    await preload();
    render(inSuspense(Page));
    expect(screen.queryByText("Loading the screen…")).toBeNull();
    expect(screen.getByRole("button", { name: "Pressed 0" })).toBeInTheDocument();
  });

  it("shows the fallback until a screen not loaded yet arrives, and keeps its state after", async () => {
    const { load, resolve } = deferredModule();
    const { Page } = preloadablePage(load);
    const { rerender } = render(inSuspense(Page));
    expect(screen.getByText("Loading the screen…")).toBeInTheDocument();
    await act(async () => resolve());
    const button = await screen.findByRole("button", { name: "Pressed 0" });
    await act(async () => button.click());
    rerender(inSuspense(Page));
    expect(screen.getByRole("button", { name: "Pressed 1" })).toBeInTheDocument();
  });
});
