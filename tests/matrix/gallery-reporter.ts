import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { projectRoot } from '../support/project-root.ts';

interface Cell {
  status: TestResult['status'];
  /** Pictures to show: the snapshot when it matched; expected, actual and diff when it did not. */
  images: { label: string; file: string }[];
  error?: string;
}

const galleryDir = join(projectRoot, 'test-results/matrix/gallery');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes test-results/matrix/gallery/index.html: tenants as rows, pages (page, mode, language) as columns, each cell
 * the picture of that page, and a red cell with expected, actual and diff side by side where a snapshot changed.
 */
export default class GalleryReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, Cell>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const tenant = test.parent.project()?.name ?? '?';
    const column = test.title;
    const images: Cell['images'] = [];
    for (const attachment of result.attachments) {
      const kind = /-(expected|actual|diff)\.png$/.exec(attachment.name)?.[1];
      if (kind && attachment.path) images.push({ label: kind, file: this.copy(tenant, attachment.path, `${column}-${kind}`) });
    }
    const snapshot = [...result.annotations, ...test.annotations].find((a) => a.type === 'snapshot')?.description;
    if (images.length === 0 && snapshot && existsSync(snapshot))
      images.push({ label: 'snapshot', file: this.copy(tenant, snapshot, column) });
    const row = this.cells.get(tenant) ?? new Map<string, Cell>();
    row.set(column, { status: result.status, images, error: result.error?.message?.split('\n')[0] });
    this.cells.set(tenant, row);
  }

  onEnd(result: FullResult): void {
    const columns = [...new Set([...this.cells.values()].flatMap((row) => [...row.keys()]))].sort();
    const tenants = [...this.cells.keys()].sort();
    const cell = (c: Cell | undefined) => {
      if (!c) return '<td class="none">-</td>';
      const pictures = c.images
        .map((i) => `<a href="${i.file}"><img src="${i.file}" alt="${i.label}" loading="lazy"><span>${i.label}</span></a>`)
        .join('');
      const note =
        c.status === 'passed'
          ? pictures
            ? ''
            : '<p class="ok">passed</p>'
          : `<p>${escapeHtml(c.status)}${c.error ? `: ${escapeHtml(c.error)}` : ''}</p>`;
      return `<td class="${c.status}">${pictures}${note}</td>`;
    };
    const failed = [...this.cells.values()]
      .flatMap((row) => [...row.values()])
      .filter((c) => c.status !== 'passed' && c.status !== 'skipped').length;
    const html = `<!doctype html><meta charset="utf-8"><title>Sideline QA matrix</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}
th{position:sticky;top:0;background:#f5f5f5;font-weight:600}td.passed{background:#fff}td.failed,td.timedOut{background:#fde2e2;outline:3px solid #e5484d}
td a{display:inline-block;margin:2px;text-align:center;color:inherit;text-decoration:none}td img{display:block;width:120px;border:1px solid #ddd}
td span{font-size:11px}td p{max-width:380px;margin:4px 0 0;color:#a00;font-size:12px}td p.ok{color:#1a7f37}.none{color:#999;text-align:center}
</style>
<h1>QA matrix: ${result.status}, ${tenants.length} tenants, ${failed} failing cells</h1>
<p>Red cells changed: expected (committed), actual (this run) and diff. Review them, then accept with <code>npx sideline test-matrix &lt;code&gt; --update-snapshots --grep "&lt;page&gt;"</code>.</p>
<table><tr><th>tenant</th>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr>
${tenants.map((t) => `<tr><th>${escapeHtml(t)}</th>${columns.map((c) => cell(this.cells.get(t)?.get(c))).join('')}</tr>`).join('\n')}
</table>`;
    mkdirSync(galleryDir, { recursive: true });
    writeFileSync(join(galleryDir, 'index.html'), html);
    process.stdout.write(`\nQA gallery: ${join(galleryDir, 'index.html')}\n`);
  }

  onBegin(): void {
    rmSync(galleryDir, { recursive: true, force: true });
  }

  private copy(tenant: string, from: string, name: string): string {
    const relative = `img/${tenant}/${basename(name).replace(/[^\w.-]+/g, '_')}.png`;
    mkdirSync(join(galleryDir, 'img', tenant), { recursive: true });
    copyFileSync(from, join(galleryDir, relative));
    return relative;
  }
}
