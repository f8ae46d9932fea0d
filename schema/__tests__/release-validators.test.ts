import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseManifestValidators, validateTenants } from '../index.ts';
import { removeProject, stageProject } from './support/project-root.ts';

const fixture = fileURLToPath(new URL('./broken/colour-missing-hash/', import.meta.url));

/** `serve` lets the compiled validators go once its manifest is checked (docs/decisions.md "Idle memory"). */
describe('releasing the manifest validators', () => {
  let root = '';
  afterEach(() => removeProject(root));

  it('leaves a later check finding the same problems', () => {
    root = stageProject(fixture);
    const codes = (): string[] => validateTenants(root).issues.map((issue) => `${issue.code} ${issue.pointer}`);
    const before = codes();
    expect(before.length).toBeGreaterThan(0);
    releaseManifestValidators();
    expect(codes()).toEqual(before);
  });
});
