import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { LineListField, SUMMARIZED_ABOVE_LINES } from "./LineListField";

const LABEL = "User ids, one per line";
const LONG = Array.from({ length: SUMMARIZED_ABOVE_LINES + 1 }, (_, i) => `db|${i + 1}`).join("\n");
const SHORT = "db|1\ndb|2";

/** The risk batch's way: the box registered with react-hook-form, the value watched. */
function RegisteredList({
  onSubmit,
  locked,
}: {
  onSubmit: (ids: string) => void;
  locked?: boolean;
}) {
  const { register, handleSubmit, control, setValue, setFocus } = useForm({
    defaultValues: { user_ids: "" },
  });
  const value = useWatch({ control, name: "user_ids" });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.user_ids))}>
      <LineListField
        label={LABEL}
        value={value}
        textarea={register("user_ids")}
        onClear={() => setValue("user_ids", "")}
        locked={locked}
      />
      <button type="button" onClick={() => setFocus("user_ids")}>
        Focus the list
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("LineListField", () => {
  it("summarizes a long paste, keeps every line in the form and takes focus to the summary", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<RegisteredList onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText(LABEL));
    await user.paste(LONG);

    const box = screen.getByLabelText(LABEL);
    expect(box).not.toBeVisible();
    expect(box).toHaveValue(LONG);
    const summary = screen.getByText("1,001 lines").closest("p");
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(/in the list, summarized here/);
    await user.click(screen.getByRole("button", { name: "Focus the list" }));
    expect(summary, "focusing the field reaches its summary").toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith(LONG);
  });

  it("Edit as text shows the whole list in the box, focused, and it stays text while edited", async () => {
    const user = userEvent.setup();
    render(<RegisteredList onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText(LABEL));
    await user.paste(LONG);
    await user.click(screen.getByRole("button", { name: "Edit as text" }));

    const box = screen.getByLabelText(LABEL);
    expect(box).toBeVisible();
    expect(box).toHaveFocus();
    expect(box).toHaveValue(LONG);
    await user.type(box, "\ndb|more");
    expect(box).toBeVisible();
    expect(screen.queryByRole("button", { name: "Clear list" })).not.toBeInTheDocument();
  });

  it("Clear list empties the list and brings back the empty box, focused", async () => {
    const user = userEvent.setup();
    render(<RegisteredList onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText(LABEL));
    await user.paste(LONG);
    await user.click(screen.getByRole("button", { name: "Clear list" }));

    const box = screen.getByLabelText(LABEL);
    expect(box).toBeVisible();
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
    await user.paste(LONG);
    expect(box, "a second long paste is summarized again").not.toBeVisible();
  });

  it("leaves a list up to the limit as text, as typed", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<RegisteredList onSubmit={onSubmit} />);
    const box = screen.getByLabelText(LABEL);
    await user.click(box);
    await user.paste(LONG.slice(0, LONG.lastIndexOf("\n")));
    expect(box).toBeVisible();
    await user.clear(box);
    await user.type(box, SHORT);
    expect(box).toHaveFocus();
    expect(screen.queryByText(/lines$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith(SHORT);
  });

  it("when locked, offers Show as text and no Clear list", async () => {
    function Controlled() {
      const [typed, setTyped] = useState(LONG);
      return (
        <LineListField
          label={LABEL}
          value={typed}
          textarea={{ value: typed, onChange: (event) => setTyped(event.target.value) }}
          onClear={() => setTyped("")}
          locked
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByLabelText(LABEL), "a long list at mount is summarized").not.toBeVisible();
    expect(screen.queryByRole("button", { name: "Clear list" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show as text" }));
    expect(screen.getByLabelText(LABEL)).toHaveValue(LONG);
    expect(screen.getByLabelText(LABEL)).toBeVisible();
  });
});
