import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { projectRoot } from '../support/project-root.ts';

/** The rules the matrix holds every page to: WCAG 2.0 and 2.1, levels A and AA (issue 39). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail a page; moderate and minor findings are left to review. */
const failingImpacts = new Set(['serious', 'critical']);

/** Where report mode (`SIDELINE_AXE=report`) appends one JSON line per page instead of failing it. */
export const axeReportFile = `${projectRoot}/test-results/matrix/axe-report.jsonl`;

/** One finding as a person fixing it needs it: the rule, the element and, for contrast, the colours and the ratio. */
export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  detail: string;
}

/** Runs axe-core on the page as it stands and lists its serious and critical findings, one per element. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags([...wcagTags]).analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' '),
        detail: contrastOf(node.any) ?? node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help,
      })),
    );
}

/** "2.88:1, #ffffff on #319cfc (needs 4.5:1)" from a color-contrast check's data. */
function contrastOf(checks: { id: string; data?: unknown }[]): string | undefined {
  const data = checks.find((check) => check.id === 'color-contrast' || check.id === 'link-in-text-block')?.data as
    { contrastRatio?: number; fgColor?: string; bgColor?: string; expectedContrastRatio?: string } | undefined;
  if (!data?.contrastRatio) return undefined;
  return `${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor} (needs ${data.expectedContrastRatio})`;
}

/**
 * The matrix's accessibility check: no serious or critical WCAG 2.1 A/AA finding on the page. A failure lists each
 * finding with its rule, element and ratio. With `SIDELINE_AXE=report` it records the counts (axeReportFile) instead,
 * so a run can measure a tenant before and after a change without failing.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const findings = await axeFindings(page);
  if (process.env.SIDELINE_AXE === 'report') {
    mkdirSync(dirname(axeReportFile), { recursive: true });
    const counts: Record<string, number> = {};
    for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
    appendFileSync(axeReportFile, JSON.stringify({ page: label, url: page.url(), total: findings.length, counts, findings }) + '\n');
    return;
  }
  const lines = findings.map((finding) => `${finding.impact} ${finding.rule} at ${finding.target}: ${finding.detail}`);
  expect(lines, `axe-core (WCAG 2.1 A/AA) on ${label}`).toEqual([]);
}
