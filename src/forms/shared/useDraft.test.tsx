import { act, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftKey, useDraft } from "./useDraft";

const key = draftKey("demo", "http://127.0.0.1:4010");

function DemoForm({ onClear }: { onClear?: (clear: () => void) => void }) {
  const form = useForm({ defaultValues: { name: "" } });
  const draft = useDraft(form, key);
  onClear?.(draft.clear);
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register("name")} />
      {draft.restored ? <p>Draft restored</p> : null}
      <output aria-label="dirty">{String(form.formState.isDirty)}</output>
    </form>
  );
}

/** Keystrokes with no time between them: each one a change of the input's value. */
function typeInto(input: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } });
  }
}

/** The pause in typing after which the draft is written: the debounce timer, run at once. */
const pauseInTyping = () => act(() => vi.runOnlyPendingTimers());

describe("useDraft", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("restores what was typed after the form is mounted again, as unsaved changes", async () => {
    const first = render(<DemoForm />);
    typeInto(screen.getByLabelText("Name"), "acme");
    pauseInTyping();
    first.unmount();

    render(<DemoForm />);
    expect(screen.getByText("Draft restored")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("acme");
    expect(screen.getByLabelText("dirty")).toHaveTextContent("true");
  });

  it("writes once per pause in typing, and forgets the draft when cleared", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    let clear = () => {};
    render(<DemoForm onClear={(fn) => (clear = fn)} />);
    typeInto(screen.getByLabelText("Name"), "abcdef");
    pauseInTyping();
    expect(setItem.mock.calls.filter(([k]) => k === key)).toHaveLength(1);
    act(() => clear());
    expect(sessionStorage.getItem(key)).toBeNull();
    setItem.mockRestore();
  });
});
