import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addNavigationGuard } from "../lib/navigationGuard";
import { useHashRoute } from "./useHashRoute";

function Where() {
  return <p>at {useHashRoute()}</p>;
}

function go(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
}

describe("useHashRoute", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("follows the hash", () => {
    render(<Where />);
    go("#/risk-assessments");
    expect(screen.getByText("at /risk-assessments")).toBeInTheDocument();
  });

  it("stays on the screen and restores the address when a guard refuses", () => {
    render(<Where />);
    go("#/organizations/new");
    const guard = vi.fn(() => false);
    const remove = addNavigationGuard(guard);
    go("#/risk-assessments");
    expect(guard).toHaveBeenCalledOnce();
    expect(screen.getByText("at /organizations/new")).toBeInTheDocument();
    expect(window.location.hash).toBe("#/organizations/new");
    remove();
    go("#/risk-assessments");
    expect(screen.getByText("at /risk-assessments")).toBeInTheDocument();
  });
});
