import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPaletteShortcut, usePaletteLauncher } from "./usePaletteLauncher";

// The real palette needs a session and a tenant; here it only has to close one way or the other.
vi.mock("./CommandPalette", () => ({
  default: ({
    onClose,
    takeEarlyKeys,
  }: {
    onClose: (hash?: string) => void;
    takeEarlyKeys: () => string;
  }) => (
    <div role="dialog" aria-label="Command palette">
      {/* Focused by the test, as late as a palette whose code was still loading. */}
      <input
        aria-label="Search"
        onFocus={(event) => {
          event.currentTarget.value = takeEarlyKeys() + event.currentTarget.value;
        }}
      />
      <button type="button" onClick={() => onClose("#/activity")}>
        Go to Activity
      </button>
      <button type="button" onClick={() => onClose()}>
        Dismiss
      </button>
    </div>
  ),
}));

function Harness({ enabled = true }: { enabled?: boolean }) {
  const palette = usePaletteLauncher(enabled);
  return (
    <>
      <button type="button">Somewhere</button>
      <input aria-label="A field of the screen" />
      <button type="button" onClick={palette.open}>
        Search or jump to…
      </button>
      <main id="main" tabIndex={-1}>
        screen
      </main>
      {palette.element}
    </>
  );
}

const key = (init: KeyboardEventInit) => new KeyboardEvent("keydown", init);

describe("the palette's shortcut", () => {
  it("is Ctrl+K or ⌘K, without Shift or Alt", () => {
    expect(isPaletteShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ key: "K", metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ key: "k" }))).toBe(false);
    expect(isPaletteShortcut(key({ key: "k", ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ key: "j", ctrlKey: true }))).toBe(false);
  });
});

describe("the palette launcher", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("opens on Ctrl+K and gives focus back where it was when dismissed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const somewhere = screen.getByRole("button", { name: "Somewhere" });
    somewhere.focus();
    await user.keyboard("{Control>}k{/Control}");
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(somewhere).toHaveFocus());
  });

  it("keeps what is typed before its search box has focus, and gives it to the box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole("textbox", { name: "A field of the screen" });
    field.focus();
    await user.keyboard("{Control>}k{/Control}hoolx{Backspace}i");
    expect(field, "the screen behind gets none of it").toHaveValue("");
    const search = await screen.findByRole("textbox", { name: "Search" });
    search.focus();
    expect(search).toHaveValue("hooli");
    await user.keyboard("-partners");
    expect(field).toHaveValue("");
  });

  it("goes to the chosen address and puts focus on the screen", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Search or jump to…" }));
    await user.click(await screen.findByRole("button", { name: "Go to Activity" }));
    expect(window.location.hash).toBe("#/activity");
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });

  it("stays shut while the Reconnect dialog holds the page", async () => {
    const user = userEvent.setup();
    render(
      <>
        <dialog open>Reconnect</dialog>
        <Harness />
      </>,
    );
    await user.keyboard("{Control>}k{/Control}");
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });

  it("does nothing on Ctrl+K while no session is connected", async () => {
    const user = userEvent.setup();
    render(<Harness enabled={false} />);
    await user.keyboard("{Control>}k{/Control}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
