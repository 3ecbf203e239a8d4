/** biome-ignore-all lint/a11y/useSemanticElements: a stand-in for the div rows and cells VirtualTable.tsx draws. */
/** biome-ignore-all lint/a11y/useFocusableInteractive: the same stand-in row. */
import { render, screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { expectIsolated, SPOOF } from "../../test/bidi";
import { OrganizationCells } from "./OrganizationList";

describe("OrganizationCells", () => {
  it("shows a display name with a right-to-left override isolated, and the name and id beside it", () => {
    const organization = {
      id: "org_spoofspoofspoof1",
      name: "spoofed",
      display_name: SPOOF,
      third_party_client_access: "block",
    } as const;
    render(<div role="row">{OrganizationCells(organization)}</div>);
    const [name, displayName, id] = screen.getAllByRole("cell");
    if (!name || !displayName || !id) throw new Error("three cells");
    expectIsolated(displayName);
    expectIsolated(name, "spoofed");
    expectIsolated(id, organization.id);
  });
});
