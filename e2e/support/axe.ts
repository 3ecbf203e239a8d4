import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** The rules of TAGS that read colours (axe's "cat.color"): all a colour scheme can change. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Fails on serious or critical WCAG violations, listing each rule and the nodes it hit. With
 * `coloursOnly`, only the rules that read colours run: for a state already checked in full in
 * the other colour scheme, where nothing but colours differs. `exclude` (a CSS selector, as axe
 * takes them) leaves out repeats of markup a scenario checks elsewhere: axe reads every cell of
 * a long table, a minute for Activity's 1,000 rows on a busy two-core machine.
 */
export async function assertNoSeriousA11yViolations(
  page: Page,
  screen: string,
  { coloursOnly = false, exclude }: { coloursOnly?: boolean; exclude?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (exclude !== undefined) builder.exclude(exclude);
  const results = await (coloursOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(TAGS)
  ).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe found serious or critical violations on ${screen}`).toEqual([]);
}
