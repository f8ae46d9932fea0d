import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterSecrets } from '../../../cli/commands/serve/index.ts';
import { describe, expect, it } from 'vitest';
import { productionNodeOptions } from '../../support/cluster.ts';
import { projectRoot } from '../../support/project-root.ts';

/** deploy/systemd's units and deploy/sideline.env as docs/deploy.md installs them: valid, and starting what serve takes. */
const units = ['sideline-api@.service', 'sideline-gateway@.service'];
const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const analyzeUsable = spawnSync('systemd-analyze', ['--version']).status === 0;
if (!analyzeUsable) console.warn('service-units: systemd-analyze is not installed: the units are checked without it');

describe('deploy/systemd units', () => {
  it.skipIf(!analyzeUsable)('pass systemd-analyze verify with no warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sideline-units-'));
    try {
      for (const unit of units) copyFileSync(join(projectRoot, 'deploy/systemd', unit), join(dir, unit));
      const verified = spawnSync('systemd-analyze', ['verify', ...units.map((unit) => join(dir, unit.replace('@', '@qutu')))], {
        encoding: 'utf8',
      });
      // Only the units' own lines: the machine's other units may have warnings of their own.
      expect(verified.stderr.split('\n').filter((line) => line.includes(dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('start serve --production with flags serve knows and variables the environment file sets', () => {
    const help = spawnSync(process.execPath, ['bin/sideline.js', 'serve', '--help'], { cwd: projectRoot, encoding: 'utf8' }).stdout;
    const environment = read('deploy/sideline.env');
    for (const unit of units) {
      const [node, start] = /^ExecStart=\/usr\/bin\/node (.*?)bin\/sideline\.js (.*)$/m.exec(read(`deploy/systemd/${unit}`))!.slice(1);
      expect(start).toContain('serve %i --production --access-log');
      for (const flag of start.match(/--[a-z-]+/g)!) expect(help, `${unit}: ${flag}`).toContain(flag);
      // Node's own options (the young generation's size, docs/deploy.md) start a node as they are.
      // The scale-out tests and bench start their nodes with the same ones (tests/support/cluster.ts).
      const nodeFlags = node.split(' ').filter(Boolean);
      expect(nodeFlags).toEqual(productionNodeOptions);
      const started = spawnSync(process.execPath, [...nodeFlags, '-e', '0'], { encoding: 'utf8' });
      expect({ unit, status: started.status, stderr: started.stderr }).toEqual({ unit, status: 0, stderr: '' });
      for (const variable of start.match(/\$\{(\w+)\}/g)!.map((v) => v.slice(2, -1)))
        expect(environment, `${unit}: ${variable}`).toMatch(new RegExp(`^${variable}=`, 'm'));
    }
    for (const secret of clusterSecrets) expect(environment).toMatch(new RegExp(`^${secret}=$`, 'm'));
  });
});
