import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Field } from "../../ui/Field";
import { OptionCombobox } from "./OptionCombobox";

const COLOURS = [
  { id: "c_red", name: "Red" },
  { id: "c_green", name: "Green" },
];

function Colour({ options, busy = false }: { options: typeof COLOURS; busy?: boolean }) {
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  return (
    <OptionCombobox
      field={{ value, name: "colour", ref: () => {}, onBlur: () => {} }}
      setValue={setValue}
      open={open}
      setOpen={setOpen}
      className="colour-combobox"
      labelled={(input) => (
        <Field label="Colour" hint="Type a name">
          {input}
        </Field>
      )}
      busy={busy}
      listLabel="Colours"
      options={options}
      idOf={(colour) => colour.id}
      renderOption={(colour) => colour.name}
    >
      <p role="status">{value}</p>
    </OptionCombobox>
  );
}

describe("OptionCombobox", () => {
  it("labels the input, offers the options by name and sets the chosen one's id", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Colour options={COLOURS} />);
    const input = screen.getByRole("combobox", { name: "Colour" });
    expect(input).toHaveAccessibleDescription("Type a name");
    expect(input).toHaveAttribute("name", "colour");
    expect(input).not.toHaveAttribute("aria-busy");

    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Green" }));
    expect(input).toHaveValue("c_green");
    expect(screen.getByRole("status")).toHaveTextContent("c_green");
  });

  it("shows no empty listbox, and says it is busy while options are fetched", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Colour options={[]} busy />);
    const input = screen.getByRole("combobox", { name: "Colour" });
    expect(input).toHaveAttribute("aria-busy", "true");
    await user.click(input);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
