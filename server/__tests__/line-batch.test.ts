import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LineBatch } from '../http/line-batch.ts';

const nextTurn = () => new Promise((done) => setImmediate(done));

/** Access-log lines are written a turn of the event loop at a time (line-batch.ts, docs/deploy.md "Logs"). */
describe('log lines batched per turn', () => {
  it('writes the lines of one turn in one write, in order, at the end of the turn', async () => {
    const writes: string[] = [];
    const batch = new LineBatch((text) => writes.push(text));
    for (let n = 1; n <= 3; n++) batch.add(`line ${n}`);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['line 1\nline 2\nline 3']);
    batch.add('line 4');
    await nextTurn();
    expect(writes).toEqual(['line 1\nline 2\nline 3', 'line 4']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes at once what a stop finds pending, and a burst beyond its size without waiting for the turn', () => {
    const writes: string[] = [];
    const batch = new LineBatch((text) => writes.push(text), 20);
    batch.add('0123456789');
    batch.add('abcdefghij');
    // 22 characters with their newlines: written now, in order.
    expect(writes).toEqual(['0123456789\nabcdefghij']);
    batch.add('last');
    batch.flush();
    expect(writes).toEqual(['0123456789\nabcdefghij', 'last']);
    batch.flush();
    expect(writes).toHaveLength(2);
  });

  it('loses no line when the process exits before the turn ends (a stop that cannot wait)', () => {
    const module = pathToFileURL(resolve(import.meta.dirname, '../http/line-batch.ts')).href;
    const script = [
      `import { LineBatch } from ${JSON.stringify(module)};`,
      'let writes = 0;',
      "const batch = new LineBatch((text) => { writes += 1; process.stdout.write(text + '\\n'); });",
      "for (let n = 1; n <= 500; n++) batch.add('line ' + n);",
      "process.once('exit', () => process.stdout.write('writes ' + writes + '\\n'));",
      'process.exit(0);',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const lines = child.stdout.trimEnd().split('\n');
    expect(lines.slice(0, -1)).toEqual(Array.from({ length: 500 }, (_, n) => `line ${n + 1}`));
    expect(lines.at(-1)).toBe('writes 1');
  });
});
