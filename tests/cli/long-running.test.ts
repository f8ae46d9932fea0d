import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, runCli, temporaryDir } from './run-cli.ts';

/** Starts a command that keeps running, and resolves with the first URL it prints. */
function startCommand(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [join(projectRoot, 'bin/sideline.js'), ...args], { cwd: projectRoot });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+\/m\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before printing a URL:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('serve', () => {
  const dist = temporaryDir();
  beforeAll(async () => {
    expect((await runCli(['build-tenant', 'qutup2', '--dist', dist])).code).toBe(0);
  });

  it('serves the built site under /m/ with SPA fallback and cache headers, logs each request, and stops cleanly', async () => {
    const { child, url, output } = await startCommand([
      'serve',
      'qutup2',
      '--port',
      '0',
      '--memory',
      '--clock',
      '2026-06-01T12:00:00Z',
      '--dist',
      dist,
      '--access-log',
    ]);
    running.push(child);
    expect(output()).toMatch(
      /^database: embedded, in memory; seed 1, \d+ matches, clock fixed at 2026-06-01T12:00:00Z; ready in [\d.]+s$/m,
    );
    expect(output()).toMatch(/^serving qutup2 at http:\/\/127\.0\.0\.1:\d+\/m\/ \(Ctrl\+C to stop\)$/m);
    const config = await (await fetch(url.replace('/m/', '/api/config/getCommonConfig'))).json();
    expect(config).toMatchObject({ status: 0, data: { config: { switch_room_chat: '1' } } });

    const page = await fetch(`${url}score/detail/42`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<title>趣图体育</title>');

    const script = /src="\/m\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Read to its end: a request's line is written once its answer has gone out in full.
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const missing = await fetch(`${url}assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ data: null, status: 3 });
    const root = await fetch(url.replace('/m/', '/'), { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/m/');

    expect(await stop(child)).toBe(0);
    // The access log (written a turn at a time, server/http/line-batch.ts) has every request, in order, by the exit.
    const asked = [
      'GET /api/config/getCommonConfig 200',
      'GET /m/score/detail/42 200',
      `GET /m/${script} 200`,
      'GET /m/assets/nope.js 404',
      `GET / ${root.status}`,
    ];
    const logged = output()
      .split('\n')
      .filter((line) => /^\S+ GET \S+ \d{3} [\d.]+ms node=\S+ id=[0-9a-f]{16}$/.test(line))
      .map((line) => line.split(' ').slice(1, 4).join(' '))
      .filter((line) => asked.includes(line));
    expect(logged).toEqual(asked);
  });
});

describe('dev', () => {
  it('serves the tenant page with its configuration and the module entry, and stops cleanly', async () => {
    const { child, url, output } = await startCommand(['dev', 'xzb', '--port', '0']);
    running.push(child);
    expect(output()).toMatch(/^dev server for xzb at http:\/\/127\.0\.0\.1:\d+\/m\/ \(Ctrl\+C to stop\)$/m);
    const page = await fetch(`${url}live`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('<title>星之播</title>');
    expect(html).toContain('<meta name="theme-color" content="#fffb01" />');
    expect(html).toContain('"code":"xzb"');
    expect(html).toContain('/m/app/main.tsx');
    expect((await fetch(`${url}app/main.tsx`)).status).toBe(200);
    // Vite ends its own process on SIGTERM with the conventional 128 + 15.
    expect([0, 143]).toContain(await stop(child));
  });
});
