import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue, validateTenants, type ManifestIssue, type ValidationResult } from '../index.ts';
import { removeProject, stageProject } from './support/project-root.ts';

/**
 * Each folder of broken/ is a project root with one mistake an operator could make, and an expected.json
 * naming the issues validation must report: code, file and line to edit, pointer, a message fragment and
 * the did-you-mean suggestion when there should be one.
 */
interface ExpectedIssue {
  code: string;
  file: string;
  line: number;
  /** Only where the column matters, e.g. an unknown key is reported at the key, not its value. */
  column?: number;
  pointer: string;
  message: string;
  suggestion?: string;
}

interface Expected {
  site: string;
  issues: ExpectedIssue[];
}

const brokenDir = fileURLToPath(new URL('./broken/', import.meta.url));
const cases = readdirSync(brokenDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const readExpected = (name: string) => JSON.parse(readFileSync(join(brokenDir, name, 'expected.json'), 'utf8')) as Expected;

/** A Node stack frame ("    at fn (file:1:2)") or a source position of our own code leaking into a message. */
const stackLike = /^\s+at\s|\n\s+at\s|\.[cm]?[jt]sx?:\d+(?::\d+)?/;

const matches = (issue: ManifestIssue, expected: ExpectedIssue) =>
  issue.code === expected.code &&
  issue.file === expected.file &&
  issue.line === expected.line &&
  (expected.column === undefined || issue.column === expected.column) &&
  issue.pointer === expected.pointer &&
  issue.message.includes(expected.message) &&
  (expected.suggestion === undefined || issue.suggestion === expected.suggestion);

describe('broken manifest corpus', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
});

describe.each(cases)('%s', (name) => {
  let root: string | undefined;
  afterEach(() => {
    if (root) removeProject(root);
    root = undefined;
  });

  it('reports the expected issues and does not build the site', () => {
    const expected = readExpected(name);
    root = stageProject(join(brokenDir, name));
    const staged = root;
    let result: ValidationResult | undefined;
    // A broken manifest is reported, never thrown: the CLI must be able to list every problem.
    expect(() => {
      result = validateTenants(staged, [expected.site]);
    }).not.toThrow();
    const { issues, tenants } = result as ValidationResult;
    const printed = issues.map(formatIssue).join('\n');

    for (const want of expected.issues) {
      expect(
        issues.some((issue) => matches(issue, want)),
        `missing ${JSON.stringify(want)}\ngot:\n${printed}`,
      ).toBe(true);
    }
    // No noise: one mistake should not drown in follow-on errors.
    expect(issues, printed).toHaveLength(expected.issues.length);
    expect(tenants.has(expected.site)).toBe(false);
    for (const issue of issues) {
      expect(issue.site).toBe(expected.site);
      expect(issue.severity).toBe('error');
      // Line 0 only for issues that are not about a place in a file (an unknown site code).
      expect(issue.line).toBeGreaterThanOrEqual(issue.code === 'unknown-site' ? 0 : 1);
      expect(issue.message, 'messages are for operators, not stack traces').not.toMatch(stackLike);
    }
  });
});
