import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BlockableSubmit } from "./BlockableSubmit";
import { MissingScopeNotice } from "./MissingScopeNotice";

const PROBLEM = "This token can't clear risk assessments: it needs update:users";

function form(blockedBy: string | undefined, onSubmit: () => void) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <MissingScopeNotice problem={blockedBy} />
      <input aria-label="User id" />
      <BlockableSubmit label="Clear assessments" blockedBy={blockedBy} />
    </form>
  );
}

describe("a write blocked by a missing scope", () => {
  it("is named at the top and on the disabled submit, which submits nothing", () => {
    const onSubmit = vi.fn();
    render(form(PROBLEM, onSubmit));
    expect(screen.getByText(new RegExp(`^${PROBLEM}\\.`))).toBeVisible();
    const submit = screen.getByRole("button", { name: "Clear assessments" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(PROBLEM);
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows neither notice nor description when the token has the scope", () => {
    const onSubmit = vi.fn();
    render(form(undefined, onSubmit));
    expect(screen.queryByText(/This token can't/)).toBeNull();
    const submit = screen.getByRole("button", { name: "Clear assessments" });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
