import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { LogoPreview } from "./LogoPreview";
import type { OrganizationFormValues } from "./schema";

const URL = "https://cdn.example.com/logo.png";

/** The logo field as a saved organization fills it, and a way to edit it. */
function Preview() {
  const { control, register } = useForm<OrganizationFormValues>({
    defaultValues: { branding: { logo_url: URL } },
  });
  return (
    <>
      <input aria-label="Logo URL" {...register("branding.logo_url")} />
      <LogoPreview control={control} />
    </>
  );
}

describe("LogoPreview", () => {
  it("loads no image until Show logo is pressed, showing the address as text until then", async () => {
    const { container } = render(<Preview />);
    expect(container.querySelector("img"), "nothing is fetched from the logo's host").toBeNull();
    expect(screen.getByText(URL)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Show logo" }));
    expect(screen.getByRole("img", { name: "Logo preview" })).toHaveAttribute("src", URL);
  });

  it("hides the image again when the address changes, until asked for the new one", async () => {
    const user = userEvent.setup();
    const { container } = render(<Preview />);
    await user.click(screen.getByRole("button", { name: "Show logo" }));
    await user.type(screen.getByLabelText("Logo URL"), "?v=2");
    expect(container.querySelector("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show logo" }));
    expect(screen.getByRole("img")).toHaveAttribute("src", `${URL}?v=2`);
  });

  it("shows a placeholder and says why, not a broken image, when the address has no image", async () => {
    render(<Preview />);
    await userEvent.click(screen.getByRole("button", { name: "Show logo" }));
    fireEvent.error(screen.getByRole("img", { name: "Logo preview" }));
    expect(screen.queryByRole("img"), "no broken image is left on screen").toBeNull();
    expect(screen.getByText("No image")).toBeVisible();
    expect(screen.getByText(/No image could be loaded from this address/)).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });
});
