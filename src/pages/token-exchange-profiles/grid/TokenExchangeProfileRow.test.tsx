import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectIsolated, obeyedControls, SPOOF } from "../../../test/bidi";
import { testTokenExchangeProfile } from "../testTokenExchangeProfiles";
import { TokenExchangeProfileRow } from "./TokenExchangeProfileRow";

describe("TokenExchangeProfileRow", () => {
  it("shows the tenant's name, token type and action isolated, with tooltips that obey no control", () => {
    const profile = testTokenExchangeProfile(1, {
      name: SPOOF,
      subject_token_type: `urn:${SPOOF}`,
      action_id: SPOOF,
    });
    const { container } = render(
      <TokenExchangeProfileRow
        profile={profile}
        index={0}
        top={0}
        height={48}
        active
        selected={false}
        nowMs={Date.parse("2025-01-01T00:00:00Z")}
        onCopied={() => {}}
      />,
    );
    const row = container.firstElementChild;
    if (!row) throw new Error("no row");
    expect(obeyedControls(row)).toEqual([]);
    const [name, type, action] = [...row.querySelectorAll("[role=gridcell][title]")];
    expect(name?.getAttribute("title"), "the tooltip names the control").toBe("x⟨U+202E⟩gnp.exe");
    expect(type?.getAttribute("title")).toBe("urn:x⟨U+202E⟩gnp.exe");
    for (const cell of [name, action]) if (cell) expectIsolated(cell);
    if (type) expectIsolated(type, `urn:${SPOOF}`);
  });

  it("shows the action by its name where it is known, with its id on hover", () => {
    const profile = testTokenExchangeProfile(1);
    const { container } = render(
      <TokenExchangeProfileRow
        profile={profile}
        index={0}
        top={0}
        height={48}
        active
        selected={false}
        nowMs={Date.parse("2025-01-01T00:00:00Z")}
        onCopied={() => {}}
        actionName="Validate partner SAML"
      />,
    );
    const action = [...container.querySelectorAll("[role=gridcell]")].at(-2);
    expect(action).toHaveTextContent("Validate partner SAML");
    expect(action).toHaveAttribute("title", `Validate partner SAML (${profile.action_id})`);
    expect(action).toHaveAttribute("data-label", "Action");
  });
});
