import type { Page } from 'playwright-core';

/** What axe-core reports of one broken rule (the parts a person needs to find and fix it). */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Impacts that fail a page outright. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules of moderate impact the storefront once broke and fixed, kept fixed: content outside any
 * landmark, a page without an h1, headings that skip a level.
 */
const GUARDED_RULES = new Set(['region', 'page-has-heading-one', 'heading-order']);

/** axe-core run in the page as it stands, answering every violation it finds. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: require.resolve('axe-core') });
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
}

/** The violations that fail a page: serious or critical ones, and the guarded rules. */
export const failing = (violations: AxeViolation[]) =>
  violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '') || GUARDED_RULES.has(v.id));

/** One line per element: rule, impact, selector, and what the rule asks for. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) ${node.target.join(' ')}: ${v.help}`),
    )
    .join('\n');
}

/** Fails the test with every serious or critical violation axe finds on the page, named. */
export async function expectNoViolations(page: Page): Promise<void> {
  expect(describeViolations(failing(await axeViolations(page)))).toBe('');
}
