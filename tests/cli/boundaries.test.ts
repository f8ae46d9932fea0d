import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './run-cli.ts';

const eslint = new ESLint({ cwd: projectRoot });

/** Lints a line of code as if it were written in `file`, and returns the rules it breaks. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}/${file}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// docs/architecture.md: a boundary that no check enforces does not exist. These prove the lint config still bites.
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
    [
      "the chat core importing an on-demand module's code",
      'runtime/im/messages/x.ts',
      "import { GroupModule } from '../groups/module/group-module.ts';\nexport default GroupModule;\n",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      "the operators' console importing the fan app",
      'console/screens/sites/x.ts',
      "import { tabOrder } from '../../../runtime/core/build-flags.ts';\nexport default tabOrder;\n",
      'sideline/no-restricted-paths',
    ],
    [
      "the fan app importing the operators' console",
      'runtime/core/x.ts',
      "import { apiStatus } from '../../console/api/api-error.ts';\nexport default apiStatus;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'the console importing the server',
      'console/api/x.ts',
      "import { apiStatus } from '../../server/http/envelope.ts';\nexport default apiStatus;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'axios outside console/api',
      'console/screens/sites/x.ts',
      "import axios from 'axios';\nexport default axios;\n",
      'no-restricted-imports',
    ],
    [
      'the fan app importing axios from the console',
      'runtime/features/score/api/x.ts',
      "import axios from 'axios';\nexport default axios;\n",
      'no-restricted-imports',
    ],
    ['console in library code', 'runtime/core/x.ts', "console.log('x');\n", 'no-console'],
    [
      'a route running SQL',
      'server/routes/money/x-routes.ts',
      "import type { Database } from '../../db/database.ts';\nexport const read = (db: Database) => db.query('select 1');\n",
      'sideline/sql-in-stores',
    ],
    [
      'a domain rule running SQL outside its stores',
      'server/domain/money/x.ts',
      "import type { Database } from '../../db/database.ts';\nexport const read = (db: Database) => db.exec('delete from users');\n",
      'sideline/sql-in-stores',
    ],
    [
      'the domain importing HTTP',
      'server/domain/money/x.ts',
      "import { ok } from '../../http/envelope.ts';\nexport default ok;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'the domain importing Fastify',
      'server/domain/money/x.ts',
      "import type { FastifyInstance } from 'fastify';\nexport type A = FastifyInstance;\n",
      'no-restricted-imports',
    ],
    [
      'the domain importing the composition',
      'server/domain/money/x.ts',
      "import type { ServerContext } from '../../server-context.ts';\nexport type C = ServerContext;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'the domain importing the seed',
      'server/domain/money/x.ts',
      "import { seedGoods } from '../../seed/shop-goods.ts';\nexport default seedGoods;\n",
      'sideline/no-restricted-paths',
    ],
    [
      'a route importing the seed',
      'server/routes/money/x-routes.ts',
      "import { seedGoods } from '../../seed/shop-goods.ts';\nexport default seedGoods;\n",
      'sideline/no-restricted-paths',
    ],
    [
      "an area importing another area's store",
      'server/domain/money/x.ts',
      "import { userById } from '../accounts/user-store.ts';\nexport default userById;\n",
      'sideline/own-stores',
    ],
    ['a component writing a hex colour', 'runtime/ui/x.tsx', 'export const css = `color: #fff;`;\n', 'sideline/no-hard-coded-colour'],
    [
      'a feature choosing a colour in a condition',
      'runtime/features/shop/x.ts',
      "export const tone = (bad: boolean) => (bad ? '#e5484d' : 'inherit');\n",
      'sideline/no-hard-coded-colour',
    ],
    [
      'an overlay in rgba()',
      'runtime/app/x.ts',
      'export const css = `background: rgba(0, 0, 0, 0.5);`;\n',
      'sideline/no-hard-coded-colour',
    ],
    ['a named colour', 'runtime/features/live/x.ts', 'export const css = `color: white;`;\n', 'sideline/no-hard-coded-colour'],
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
    ['axios in console/api', 'console/api/x.ts', "import axios from 'axios';\nexport default axios;\n"],
    ['i18next in console/i18n', 'console/i18n/x.ts', "import i18next from 'i18next';\nexport default i18next;\n"],
    [
      'the console importing generated schema types',
      'console/api/x.ts',
      "import type { TenantManifest } from '../../schema/generated/tenant-manifest.ts';\nexport type T = TenantManifest;\n",
    ],

    [
      'a store running SQL',
      'server/domain/money/x-store.ts',
      "import type { Database } from '../../db/database.ts';\nexport const read = (db: Database) => db.query('select 1');\n",
    ],
    [
      'an area importing its own store and another area',
      'server/domain/money/x.ts',
      "import { a } from './a-store.ts';\nimport { b } from '../accounts/users.ts';\nexport { a, b };\n",
    ],
    [
      "the chat core naming an on-demand module's types and loading it by import()",
      'runtime/im/x.ts',
      "import type { GroupModule } from './groups/module/group-module.ts';\nexport const load = (): Promise<GroupModule> =>\n  import('./groups/module/group-module.ts').then((m) => m.GroupModule.prototype);\n",
    ],
    [
      'a module importing its own files and the core',
      'runtime/im/groups/module/x.ts',
      "import { groupFromWire } from './group-wire.ts';\nimport { conversationIdOf } from '../../conversations/conversation-id.ts';\nexport { groupFromWire, conversationIdOf };\n",
    ],
    [
      'a route importing the domain',
      'server/routes/money/x-routes.ts',
      "import { DomainError } from '../../domain/errors.ts';\nexport default DomainError;\n",
    ],
    [
      'a component painting with palette tokens',
      'runtime/features/shop/x.ts',
      "import { colors } from '../../core/theme/theme.ts';\nexport const css = `color: ${colors.danger}; border: 1px solid ${colors.border};`;\n",
    ],
    ['the theme defining the tokens', 'runtime/core/theme/x.ts', "export const css = 'color-scheme: dark; --sl-text: #1a1d21;';\n"],
  ])('allows %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });
});
