import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../server/domain/push/vapid.ts';
import { expectGolden, projectRoot, runCli } from './run-cli.ts';

const brokenRoot = `${projectRoot}/tests/cli/fixtures/broken-root`;

/** Commands whose whole output is pinned: what an operator sees, and the exit code. */
const cases: [name: string, args: string[]][] = [
  ['help', ['--help']],
  ['validate-help', ['validate', '--help']],
  ['list-help', ['list', '--help']],
  ['show-help', ['show', '--help']],
  ['build-tenant-help', ['build-tenant', '--help']],
  ['build-all-help', ['build-all', '--help']],
  ['build-console-help', ['build-console', '--help']],
  ['new-tenant-help', ['new-tenant', '--help']],
  ['dev-help', ['dev', '--help']],
  ['serve-help', ['serve', '--help']],
  ['serve-bad-role', ['serve', 'qutu', '--role', 'edge']],
  ['test-matrix-help', ['test-matrix', '--help']],
  ['test-matrix-unknown-site', ['test-matrix', 'qutuu']],
  ['validate-all', ['validate']],
  ['validate-some', ['validate', 'qutup2', 'xzb']],
  ['validate-unknown-site', ['validate', 'qutp2']],
  ['validate-broken', ['--root', brokenRoot, 'validate']],
  ['list', ['list']],
  ['list-json', ['list', '--json']],
  ['show-qutup2', ['show', 'qutup2']],
  ['show-unknown', ['show', 'kqb3']],
  ['show-broken', ['--root', brokenRoot, 'show', 'acme']],
  ['unknown-command', ['biuld-tenant', 'qutu']],
  ['build-all-bad-shard', ['build-all', '--shard', '9/8']],
  ['build-bad-concurrency', ['build-all', '--concurrency', '0']],
];

describe('CLI output (golden)', () => {
  it.each(cases)('%s', async (name, args) => {
    expectGolden(name, args, await runCli(args));
  });
});

describe('CLI exit codes', () => {
  it('exits 0 on success, 1 on invalid manifests, 2 on usage errors', async () => {
    expect((await runCli(['validate'])).code).toBe(0);
    expect((await runCli(['--root', brokenRoot, 'validate'])).code).toBe(1);
    expect((await runCli(['biuld-tenant'])).code).toBe(2);
    expect((await runCli(['build-all', '--shard', 'x'])).code).toBe(2);
  });

  it('refuses serve --production without the secrets it needs, naming them, and with demo-only options', async () => {
    const bare = {
      ...process.env,
      SIDELINE_IM_SECRET: '',
      SIDELINE_UPLOAD_SECRET: '',
      SIDELINE_PAY_SECRET: 'set',
      SIDELINE_VAPID_PUBLIC_KEY: '',
    };
    const unset = await runCli(['serve', 'qutu', '--production'], projectRoot, 120_000, bare);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain(
      '--production needs SIDELINE_IM_SECRET, SIDELINE_UPLOAD_SECRET, SIDELINE_VAPID_PUBLIC_KEY, SIDELINE_VAPID_PRIVATE_KEY, SIDELINE_VAPID_SUBJECT set',
    );
    const vapid = generateVapidKeys('mailto:ops@example.com');
    const secrets = {
      ...process.env,
      SIDELINE_IM_SECRET: 'a',
      SIDELINE_UPLOAD_SECRET: 'b',
      SIDELINE_PAY_SECRET: 'c',
      SIDELINE_VAPID_PUBLIC_KEY: vapid.publicKey,
      SIDELINE_VAPID_PRIVATE_KEY: vapid.privateKey,
      SIDELINE_VAPID_SUBJECT: vapid.subject,
    };
    for (const [flag, says] of [
      [['--memory'], '--memory would lose it'],
      [['--speed', '60'], '--clock and --speed are for demos'],
    ] as const) {
      const refused = await runCli(['serve', 'qutu', '--production', ...flag], projectRoot, 120_000, secrets);
      expect(refused.code, flag.join(' ')).toBe(2);
      expect(refused.stderr).toContain(says);
    }
    const loopback = await runCli(['serve', 'qutu', '--production'], projectRoot, 120_000, {
      ...secrets,
      SIDELINE_PUSH_ENDPOINTS: 'https-or-loopback',
    });
    expect(loopback.code).toBe(2);
    expect(loopback.stderr).toContain('--production sends push messages to push services only');
  });

  it('never prints a stack trace for bad input', async () => {
    for (const args of [
      ['--root', brokenRoot, 'validate'],
      ['--root', brokenRoot, 'show', 'acme2'],
      ['--root', brokenRoot, 'build-tenant', 'acme'],
      ['show', 'nope'],
    ]) {
      const { stdout, stderr } = await runCli(args);
      expect(stdout + stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    }
  });
});
