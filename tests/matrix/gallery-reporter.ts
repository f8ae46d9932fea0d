import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { resultsDir, snapshotsDir } from './matrix-plan.ts';
import { reviewStates, snapshotHashes, type ReviewState } from './review-state.ts';

interface Cell {
  status: TestResult['status'];
  /** The committed picture this cell shows, when the test took one and it matched (or was written by this run). */
  snapshot?: string;
  /** Pictures to show: the snapshot; expected, actual and diff when it did not match. */
  images: { label: string; file: string }[];
  error?: string;
  review?: ReviewState;
}

const galleryDir = join(resultsDir, 'gallery');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reviewLabel: Record<ReviewState, string> = { new: 'new, not reviewed', changed: 'changed, not reviewed', reviewed: '' };

/**
 * Writes test-results/matrix/gallery/index.html: pages (page, mode, language) as rows, tenants as columns, each cell
 * the picture of that page at a readable size. A picture that differs from its snapshot shows expected, actual and
 * diff; one that is new or changed and not yet committed (a commit is its review) is marked, and the header counts
 * them, so a run that took pictures nobody looked at never reads as plainly passed.
 */
export default class GalleryReporter implements Reporter {
  private readonly cells = new Map<string, Map<string, Cell>>();
  private before = new Map<string, string>();

  onBegin(): void {
    rmSync(galleryDir, { recursive: true, force: true });
    this.before = snapshotHashes(snapshotsDir);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const tenant = test.parent.project()?.name ?? '?';
    const row = test.title;
    const images: Cell['images'] = [];
    const byKind = new Map<string, string>();
    for (const attachment of result.attachments) {
      const kind = /-(expected|actual|diff)\.png$/.exec(attachment.name)?.[1];
      if (kind && attachment.path) byKind.set(kind, attachment.path);
    }
    const snapshot = [...result.annotations, ...test.annotations].find((a) => a.type === 'snapshot')?.description;
    // A picture that matched, or that this run wrote because there was none (its "expected" is the snapshot itself):
    // one picture. A picture that differs: the three.
    if (byKind.has('diff') || (result.status !== 'passed' && byKind.size > 0)) {
      for (const kind of ['expected', 'actual', 'diff'])
        if (byKind.has(kind)) images.push({ label: kind, file: this.copy(tenant, byKind.get(kind)!, `${row}-${kind}`) });
    } else if (snapshot && existsSync(snapshot)) {
      images.push({ label: 'snapshot', file: this.copy(tenant, snapshot, row) });
    }
    const cells = this.cells.get(row) ?? new Map<string, Cell>();
    cells.set(tenant, { status: result.status, snapshot, images, error: result.error?.message?.split('\n')[0] });
    this.cells.set(row, cells);
  }

  onEnd(result: FullResult): void {
    const all = [...this.cells.values()].flatMap((row) => [...row.values()]);
    const pictures = all.flatMap((c) => (c.snapshot && existsSync(c.snapshot) ? [c.snapshot] : []));
    const states = reviewStates(snapshotsDir, this.before, pictures);
    for (const c of all) if (c.snapshot) c.review = states.get(c.snapshot);
    const tenants = [...new Set(all.length ? [...this.cells.values()].flatMap((row) => [...row.keys()]) : [])].sort();
    const rows = [...this.cells.keys()].sort();
    const failed = all.filter((c) => c.status !== 'passed' && c.status !== 'skipped').length;
    const unreviewed = all.filter((c) => c.status === 'passed' && (c.review === 'new' || c.review === 'changed')).length;
    const verdict = failed > 0 ? 'failing' : unreviewed > 0 ? 'needs review' : result.status;
    const html = `<!doctype html><meta charset="utf-8"><title>Sideline QA matrix: ${verdict}</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}
thead th{position:sticky;top:0;background:#f5f5f5;font-weight:600;z-index:1}tbody th{position:sticky;left:0;background:#f5f5f5;text-align:left;white-space:nowrap}
td.failed,td.timedOut{background:#fde2e2;outline:3px solid #e5484d}td.new,td.changed{background:#fff4d6;outline:3px solid #f5a623}
td a{display:inline-block;margin:2px;text-align:center;color:inherit;text-decoration:none}td img{display:block;width:250px;border:1px solid #ddd}
td span{font-size:12px}td p{max-width:250px;margin:4px 0 0;color:#a00;font-size:12px}td p.ok{color:#1a7f37}td p.review{color:#8a5a00;font-weight:600}
.none{color:#999;text-align:center}
</style>
<h1>QA matrix: ${escapeHtml(verdict)}</h1>
<p>${rows.length} pages on ${tenants.length} tenants: ${pictures.length} pictures, <b>${failed} failing</b>, <b>${unreviewed} new or changed and not reviewed</b>.</p>
<p>Red cells differ from their snapshot: expected (committed), actual (this run) and diff; accept a reviewed change with
<code>npx sideline test-matrix &lt;code&gt; --update-snapshots --grep "&lt;page&gt;"</code>. Orange cells are pictures nobody has
reviewed yet (new or changed and not committed): look at each, then commit them; committing is the review.</p>
<table><thead><tr><th>page</th>${tenants.map((t) => `<th>${escapeHtml(t)}</th>`).join('')}</tr></thead><tbody>
${rows.map((r) => `<tr><th>${escapeHtml(r)}</th>${tenants.map((t) => cellHtml(this.cells.get(r)?.get(t))).join('')}</tr>`).join('\n')}
</tbody></table>`;
    mkdirSync(galleryDir, { recursive: true });
    writeFileSync(join(galleryDir, 'index.html'), html);
    process.stdout.write(`\nQA gallery (${verdict}: ${failed} failing, ${unreviewed} not reviewed): ${join(galleryDir, 'index.html')}\n`);
  }

  private copy(tenant: string, from: string, name: string): string {
    const relative = `img/${tenant}/${basename(name).replace(/[^\w.-]+/g, '_')}.png`;
    mkdirSync(join(galleryDir, 'img', tenant), { recursive: true });
    copyFileSync(from, join(galleryDir, relative));
    return relative;
  }
}

function cellHtml(c: Cell | undefined): string {
  if (!c) return '<td class="none">-</td>';
  const pictures = c.images
    .map((i) => `<a href="${i.file}"><img src="${i.file}" alt="${i.label}" loading="lazy"><span>${i.label}</span></a>`)
    .join('');
  const review = c.status === 'passed' && c.review && c.review !== 'reviewed' ? c.review : '';
  const note =
    c.status !== 'passed'
      ? `<p>${escapeHtml(c.status)}${c.error ? `: ${escapeHtml(c.error)}` : ''}</p>`
      : review
        ? `<p class="review">${reviewLabel[review]}</p>`
        : pictures
          ? ''
          : '<p class="ok">passed</p>';
  return `<td class="${review || c.status}">${pictures}${note}</td>`;
}
