import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../schema/index.ts';
import { renderWorkers } from '../build/render-workers.ts';
import { prerenderGlobal } from '../build/tenant-plugin.ts';

const root = mkdtempSync(join(tmpdir(), 'sideline-render-threads-'));
const threads = renderWorkers();
afterAll(async () => {
  await threads.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * A site's folder with a render shaped as the build's: its entry imports a library through the folder's package
 * `imports` (as `#vendor/<name>`), a chunk on demand, Node's own modules and `import.meta.url`; the library keeps a
 * count in module state, as the runtime keeps its tenant and i18n.
 */
function site(name: string, entry: string): string {
  const server = join(root, name, 'server');
  mkdirSync(join(server, 'vendor'), { recursive: true });
  mkdirSync(join(server, 'assets'), { recursive: true });
  writeFileSync(join(server, 'package.json'), JSON.stringify({ type: 'module', imports: { '#vendor/*': './vendor/*.mjs' } }));
  writeFileSync(join(server, 'vendor', 'counter.mjs'), 'let count = 0;\nexport const next = () => ++count;\n');
  writeFileSync(
    join(server, 'assets', 'page.js'),
    'import { next } from "#vendor/counter";\nexport const page = (title) => `<h1>${title} ${next()}</h1>`;\n',
  );
  writeFileSync(join(server, 'prerender.mjs'), entry);
  return join(server, 'prerender.mjs');
}

const shapedEntry = [
  'import { basename } from "node:path";',
  'import { next } from "#vendor/counter";',
  `const { tenant, flags } = globalThis.${prerenderGlobal};`,
  'const loadedAt = next();',
  'export async function prerender() {',
  '  const { page } = await import("./assets/page.js");',
  '  const file = basename(new URL(import.meta.url).pathname);',
  '  return [{ path: "/score", lang: "cn", html: page(tenant.code) + file + loadedAt + flags.__SL_FEATURE_SCORE__, css: "", ids: [] }];',
  '}',
].join('\n');

const config = (code: string) => ({ code }) as unknown as TenantConfig;

describe("the build's render threads", () => {
  it('render each site from its own modules, with its configuration, libraries and chunks, in the same thread', async () => {
    const first = await threads.render(site('one', shapedEntry), config('one'), { __SL_FEATURE_SCORE__: 'true' });
    const second = await threads.render(site('two', shapedEntry), config('two'), { __SL_FEATURE_SCORE__: 'false' });
    // The library's count starts again for each site: no site sees another's module state.
    expect(first[0].html).toBe('<h1>one 2</h1>prerender.mjs1true');
    expect(second[0].html).toBe('<h1>two 2</h1>prerender.mjs1false');
  });

  it('refuse a render that imports what its folder does not hold, saying what, and render the next site', async () => {
    const missing = site('missing', 'import "react";\nexport const prerender = async () => [];\n');
    await expect(threads.render(missing, config('missing'), {})).rejects.toThrow(/imports "react".*which its folder does not hold/);
    const after = await threads.render(site('after', shapedEntry), config('after'), { __SL_FEATURE_SCORE__: 'true' });
    expect(after[0].html).toBe('<h1>after 2</h1>prerender.mjs1true');
  });

  it('report a render that throws with its message', async () => {
    const failing = site('failing', 'export async function prerender() { throw new Error("no route to render"); }\n');
    await expect(threads.render(failing, config('failing'), {})).rejects.toThrow(/prerender failed: Error: no route to render/);
  });
});
