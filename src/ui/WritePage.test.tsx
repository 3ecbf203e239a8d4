import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WritePage } from "./WritePage";

function page(blockedBy: string | undefined) {
  return (
    <WritePage headingId="h" heading="New profile" intro={<p>Create one.</p>} blockedBy={blockedBy}>
      <form aria-label="Profile" />
    </WritePage>
  );
}

describe("WritePage", () => {
  it("is a region named by its heading, with the form in it", () => {
    render(page(undefined));
    const region = screen.getByRole("region", { name: "New profile" });
    expect(region).toContainElement(screen.getByRole("form", { name: "Profile" }));
    expect(screen.queryByText(/nothing is sent/)).toBeNull();
  });

  it("says at the top why the token cannot make the write", () => {
    render(page("This token can't create profiles: it needs create:profiles"));
    expect(
      screen.getByText(/^This token can't create profiles: it needs create:profiles\./),
    ).toBeVisible();
  });
});
