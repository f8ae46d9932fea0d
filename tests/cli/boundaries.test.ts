import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './run-cli.ts';

const eslint = new ESLint({ cwd: projectRoot });

/** Lints a line of code as if it were written in `file`, and returns the rules it breaks. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}/${file}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// DESIGN.md §3: a boundary that no check enforces does not exist. These prove the lint config still bites.
describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'runtime/features/shop/pages/x.ts',
      "import score from '../../score/index.tsx';\nexport default score;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'a feature importing app',
      'runtime/features/shop/x.ts',
      "import { features } from '../../app/feature-registry.ts';\nexport default features;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'core importing a feature',
      'runtime/core/x.ts',
      "import score from '../features/score/index.tsx';\nexport default score;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'ui importing app',
      'runtime/ui/x.ts',
      "import { features } from '../app/feature-registry.ts';\nexport default features;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'cli importing runtime',
      'cli/x.ts',
      "import { tabOrder } from '../runtime/core/build-flags.ts';\nexport default tabOrder;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'schema importing cli',
      'schema/x.ts',
      "import { flagKey } from '../cli/build/flags.ts';\nexport default flagKey;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'the runtime importing the schema validator',
      'runtime/core/x.ts',
      "import { loadTenant } from '../../schema/index.ts';\nexport default loadTenant;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'server importing runtime core',
      'server/x.ts',
      "import { tabOrder } from '../runtime/core/build-flags.ts';\nexport default tabOrder;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'axios outside runtime/core/http',
      'runtime/features/score/api/x.ts',
      "import axios from 'axios';\nexport default axios;\n",
      'no-restricted-imports',
    ],
    [
      'i18next outside runtime/core/i18n',
      'runtime/features/score/x.ts',
      "import i18next from 'i18next';\nexport default i18next;\n",
      'no-restricted-imports',
    ],
    [
      'React inside the chat SDK',
      'runtime/im/x.ts',
      "import { useState } from 'react';\nexport default useState;\n",
      'no-restricted-imports',
    ],
    ['console in library code', 'runtime/core/x.ts', "console.log('x');\n", 'no-console'],
  ])('rejects %s', async (_name, file, code, rule) => {
    expect(await brokenRules(file, code)).toContain(rule);
  });

  it.each([
    [
      'a feature importing core and ui',
      'runtime/features/shop/pages/x.ts',
      "import { useT } from '../../../core/i18n/i18n.ts';\nimport { Page } from '../../../ui/page.tsx';\nexport { useT, Page };\n",
    ],
    ['app importing a feature', 'runtime/app/x.ts', "import score from '../features/score/index.tsx';\nexport default score;\n"],
    [
      'the runtime importing generated schema types',
      'runtime/core/x.ts',
      "import type { TenantManifest } from '../../schema/generated/tenant-manifest.ts';\nexport type T = TenantManifest;\n",
    ],
    ['i18next in runtime/core/i18n', 'runtime/core/i18n/x.ts', "import i18next from 'i18next';\nexport default i18next;\n"],
  ])('allows %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });
});
