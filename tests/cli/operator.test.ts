import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, temporaryDir, type CliResult } from './run-cli.ts';

/** Runs the CLI with `input` on stdin (a pipe, as a script gives a password). */
function runWithInput(args: readonly string[], input: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/sideline.js'), ...args], { cwd: projectRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Issue 36 §1: operator accounts made and managed from the command line, the password on stdin, never in argv. */
describe('sideline operator', () => {
  it('adds, lists, disables and resets operators in an embedded database, with clear errors', { timeout: 120_000 }, async () => {
    const data = join(temporaryDir('sideline-operators-'), 'db');
    const db = ['--data', data];
    const add = await runWithInput(['operator', 'add', 'Owner@Example.com', '--role', 'owner', ...db], 'a long enough password\nignored\n');
    expect(add).toEqual({
      code: 0,
      stdout: 'added owner@example.com (owner, sites all); enrols two-factor at first sign-in\n',
      stderr: '',
    });
    const scoped = await runWithInput(
      ['operator', 'add', 'mod@example.com', '--role', 'moderator', '--sites', 'qutu,kqb', ...db],
      'another password 1\n',
    );
    expect(scoped.stdout).toBe('added mod@example.com (moderator, sites qutu,kqb)\n');

    const refusals = [
      [
        ['add', 'owner@example.com', '--role', 'ops'],
        'long enough pw\n',
        1,
        'error: an operator with email owner@example.com exists already',
      ],
      [
        ['add', 'x@example.com', '--role', 'king'],
        'long enough pw\n',
        2,
        'error: unknown role "king": one of owner, ops, moderator, finance, viewer',
      ],
      [['add', 'not-an-email', '--role', 'ops'], 'long enough pw\n', 2, 'error: "not-an-email" is not an email address'],
      [['add', 'y@example.com', '--role', 'ops'], 'short\n', 1, 'error: the password must have at least 10 characters (read from stdin)'],
      [['add', 'y@example.com', '--role', 'ops'], '', 1, 'error: the password must have at least 10 characters (read from stdin)'],
      [
        ['add', 'y@example.com', '--role', 'ops', '--sites', 'Qutu'],
        'long enough pw\n',
        2,
        'error: "Qutu" is not a site code (--sites qutu,kqb)',
      ],
      [['disable', 'nobody@example.com'], '', 1, 'error: no operator with email nobody@example.com'],
    ] as const;
    for (const [args, input, code, message] of refusals) {
      const result = await runWithInput(['operator', ...args, ...db], input);
      expect({ args, code: result.code, stderr: result.stderr.split('\n')[0] }).toEqual({ args, code, stderr: message });
    }
    const noDatabase = await runWithInput(['operator', 'list'], '');
    expect([noDatabase.code, noDatabase.stderr]).toEqual([
      2,
      "error: which database? --data <folder> (as serve --data), --site <code> (serve's default folder) or DATABASE_URL=postgres://...\n",
    ]);

    expect((await runWithInput(['operator', 'disable', 'MOD@example.com', ...db], '')).stdout).toBe(
      'disabled mod@example.com; their sessions ended\n',
    );
    expect((await runWithInput(['operator', 'reset-2fa', 'owner@example.com', ...db], '')).stdout).toBe(
      'reset two-factor of owner@example.com; they enrol again at their next sign-in\n',
    );
    const list = await runWithInput(['operator', 'list', ...db], '');
    expect(list.stdout).toBe(
      [
        'id  email              role       sites     two-factor              state',
        '--  -----------------  ---------  --------  ----------------------  --------',
        '1   owner@example.com  owner      all       required, not enrolled  active',
        '2   mod@example.com    moderator  qutu,kqb  off                     disabled',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await runWithInput(['operator', 'list', '--json', ...db], '')).stdout) as {
      email: string;
      disabled: boolean;
    }[];
    expect(json.map((o) => [o.email, o.disabled])).toEqual([
      ['owner@example.com', false],
      ['mod@example.com', true],
    ]);
    // The password went in as a scrypt hash with a salt of its own, never as text.
    const { openDatabase } = await import('../../server/db/open-database.ts');
    const database = await openDatabase({ dataDir: data });
    const rows = await database.query<{ password_hash: string }>('select password_hash from operators order by id');
    // Each change is in the audit log, made by the command line.
    const audit = await database.query<{ actor: string; action: string; target_id: string }>(
      'select actor, action, target_id from operator_audit order by id',
    );
    await database.close();
    expect(audit.map((a) => [a.actor, a.action, a.target_id])).toEqual([
      ['cli', 'operator.add', '1'],
      ['cli', 'operator.add', '2'],
      ['cli', 'operator.change', '2'],
      ['cli', 'operator.reset2fa', '1'],
    ]);
    expect(rows.map((r) => r.password_hash.split('$').slice(0, 4).join('$'))).toEqual(['scrypt$16384$8$1', 'scrypt$16384$8$1']);
    expect(rows[0].password_hash.split('$')[4]).not.toBe(rows[1].password_hash.split('$')[4]);
    expect(JSON.stringify(rows)).not.toContain('a long enough password');
  });

  // util-linux `script` runs the command on a pseudo-terminal, as a person at a terminal would.
  it.runIf(existsSync('/usr/bin/script'))('prompts at a terminal and does not echo what is typed', { timeout: 60_000 }, async () => {
    const data = join(temporaryDir('sideline-operators-'), 'db');
    const command = `${process.execPath} ${join(projectRoot, 'bin/sideline.js')} operator add tty@example.com --role viewer --data ${data}`;
    const child = spawn('/usr/bin/script', ['-qec', command, '/dev/null'], { cwd: projectRoot });
    let output = '';
    const typed = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk) => {
        output += chunk;
        // Typed once the prompt shows, as a person would.
        if (output.includes('password: ') && !child.stdin.writableEnded) {
          child.stdin.end('typed secret pw\r');
          resolve();
        }
      }),
    );
    const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
    await typed;
    expect(code).toBe(0);
    expect(output.replace(/\r/g, '')).toBe('password: \nadded tty@example.com (viewer, sites all)\n');
  });
});
