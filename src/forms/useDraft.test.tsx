import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("useDraft", () => {
  afterEach(() => vi.useRealTimers());

  it("restores what was typed after the form is mounted again, as unsaved changes", async () => {
    const user = userEvent.setup();
    const first = render(<DemoForm />);
    await user.type(screen.getByLabelText("Name"), "acme");
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    first.unmount();

    render(<DemoForm />);
    expect(await screen.findByText("Draft restored")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("acme");
    expect(screen.getByLabelText("dirty")).toHaveTextContent("true");
  });

  it("writes once per pause in typing, and forgets the draft when cleared", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const user = userEvent.setup();
    let clear = () => {};
    render(<DemoForm onClear={(fn) => (clear = fn)} />);
    await user.type(screen.getByLabelText("Name"), "abcdef");
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(setItem.mock.calls.filter(([k]) => k === key)).toHaveLength(1);
    act(() => clear());
    expect(sessionStorage.getItem(key)).toBeNull();
    setItem.mockRestore();
  });
});
