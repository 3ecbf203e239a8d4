import { act, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LogoPreview } from "./LogoPreview";
import type { OrganizationFormValues } from "./schema";

const URL = "https://cdn.example.com/missing.png";

function Preview() {
  const { control } = useForm<OrganizationFormValues>({
    defaultValues: { branding: { logo_url: URL } },
  });
  return <LogoPreview control={control} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("LogoPreview", () => {
  it("shows a placeholder and says why, not a broken image, when the address has no image", () => {
    render(<Preview />);
    act(() => vi.advanceTimersByTime(300));
    const image = screen.getByRole("img", { name: "Logo preview" });
    expect(image).toHaveAttribute("src", URL);

    fireEvent.error(image);
    expect(screen.queryByRole("img"), "no broken image is left on screen").toBeNull();
    expect(screen.getByText("No image")).toBeVisible();
    expect(screen.getByText(/No image could be loaded from this address/)).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });
});
