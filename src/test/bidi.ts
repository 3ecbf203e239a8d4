import { expect } from "vitest";

/** A name that reads `xexe.png` wherever its right-to-left override is obeyed. */
export const SPOOF = "x\u202Egnp.exe";

const CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Where an element cannot hold markup, so a control there would be obeyed. */
const ATTRIBUTES = ["title", "value", "label", "placeholder", "aria-label", "alt"] as const;

/** FSI … PDI around text holding no control: an isolate, which reorders nothing around it. */
const ISOLATE = /\u2068([^\u202A-\u202E\u2066-\u2069]*)\u2069/gu;

function obeys(value: string): boolean {
  return CONTROL.test(value.replace(ISOLATE, "$1"));
}

/**
 * Every place under `root` where a direction control would reorder what a person reads: a text
 * node outside IsolatedText's marked isolate, or an attribute shown or read as text (a tooltip,
 * an option, an accessible name) that holds one other than the isolate plainText() wraps it in.
 */
export function obeyedControls(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue ?? "";
    if (!obeys(value)) continue;
    const marked = node.parentElement?.matches("bdi.bidi-control") && value.length === 1;
    if (!marked) found.push(`text ${JSON.stringify(value)} in <${node.parentElement?.tagName}>`);
  }
  for (const element of [root, ...root.querySelectorAll("*")]) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && obeys(value)) {
        found.push(`${name}=${JSON.stringify(value)} on <${element.tagName}>`);
      }
    }
  }
  return found;
}

/**
 * Asserts `text` is shown under `root` as IsolatedText shows it (a bdi holding exactly the
 * value, each control in its own marked isolate) and no control anywhere under it is obeyed.
 */
export function expectIsolated(root: Element, text: string = SPOOF): void {
  expect(obeyedControls(root), "direction controls obeyed").toEqual([]);
  const isolates = [...root.querySelectorAll("bdi:not(.bidi-control)")].filter(
    (bdi) => bdi.textContent === text,
  );
  expect(isolates.length, `${JSON.stringify(text)} shown in its own isolate`).toBeGreaterThan(0);
}
