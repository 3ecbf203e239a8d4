/** Where text wraps, read from the rendered lines: for ids that must break only at separators. */
import type { Locator } from "@playwright/test";

/**
 * The text before each line break inside `element` (its last 6 characters): a break sits where
 * one character's box starts on a lower line than the character before it.
 */
export function textBeforeLineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const breaks: string[] = [];
    let text = "";
    let lastTop: number | undefined;
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? "";
      for (let index = 0; index < value.length; index++) {
        const range = root.ownerDocument.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        if (lastTop !== undefined && box.top > lastTop + box.height / 2)
          breaks.push(text.slice(-6));
        lastTop = box.top;
        text += value[index];
      }
    }
    return breaks;
  });
}
