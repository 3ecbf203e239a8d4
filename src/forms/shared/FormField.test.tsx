import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormField } from "./FormField";

interface Values {
  name: string;
  branding: { logo_url: string };
}

const DEFAULTS: Values = { name: "", branding: { logo_url: "" } };

/** Refuses an empty name and a logo address that is not https. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, unknown> = {};
  if (values.name === "") errors.name = { type: "required", message: "Required" };
  if (!values.branding.logo_url.startsWith("https://")) {
    errors.branding = { logo_url: { type: "pattern", message: "Use an https address" } };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const formRenders = { count: 0 };

/** The org form's way: control passed in, and the form reads no error itself. */
function ControlForm() {
  formRenders.count++;
  const { control, register, handleSubmit } = useForm<Values>({
    defaultValues: DEFAULTS,
    resolver,
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormField control={control} name="name" label="Name">
        {(a11y) => <input {...a11y} {...register("name")} />}
      </FormField>
      <FormField control={control} name="branding.logo_url" label="Logo URL" hint="https only.">
        {(a11y) => <input {...a11y} {...register("branding.logo_url")} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

/** The profile form's way: the control comes from the FormProvider around it. */
function ContextForm() {
  const form = useForm<Values>({ defaultValues: DEFAULTS, resolver });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <FormField<Values> name="branding.logo_url" label="Logo URL">
          {(a11y) => <input {...a11y} {...form.register("branding.logo_url")} />}
        </FormField>
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("FormField", () => {
  it("shows the error of its own path, nested or not, tied to its input", async () => {
    const user = userEvent.setup();
    render(<ControlForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Required");
    const logo = screen.getByLabelText("Logo URL");
    expect(logo).toHaveAttribute("aria-invalid", "true");
    expect(logo).toHaveAccessibleDescription("https only. Use an https address");

    await user.type(name, "acme");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(logo, "the other field keeps its error").toHaveAttribute("aria-invalid", "true");
  });

  it("after a refused submit, a keystroke renders the field, not the form around it", async () => {
    const user = userEvent.setup();
    render(<ControlForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    formRenders.count = 0;

    await user.type(screen.getByLabelText("Logo URL"), "https://x");

    expect(screen.getByLabelText("Logo URL")).not.toHaveAttribute("aria-invalid");
    expect(formRenders.count).toBe(0);
  });

  it("reads the form of the FormProvider around it when given no control", async () => {
    const user = userEvent.setup();
    render(<ContextForm />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Logo URL")).toHaveAccessibleDescription("Use an https address");
  });
});
