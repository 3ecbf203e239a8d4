import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isolated } from "../lib/isolated";
import { expectIsolated, obeyedControls, SPOOF } from "../test/bidi";
import { Sentence } from "./Sentence";

describe("Sentence", () => {
  it("shows each isolated part in its own isolate and the sentence around it as written", () => {
    const { container } = render(
      <p>
        <Sentence text={`Remove ${isolated(SPOOF)} from ${isolated("acme")}?`} />
      </p>,
    );
    const line = container.firstElementChild;
    if (!line) throw new Error("no line");
    expectIsolated(line);
    expect(line.textContent, "the text a locator finds").toBe(`Remove ${SPOOF} from acme?`);
  });

  it("marks a stray control that ended a part early", () => {
    const { container } = render(<Sentence text={`Remove ${isolated("a\u2069\u202Eb")}`} />);
    expect(obeyedControls(container)).toEqual([]);
  });
});
