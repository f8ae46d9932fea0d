import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { projectRoot } from './project-root.ts';

/**
 * nginx in front of test nodes, configured from deploy/nginx/ itself: the site file and its routes, with only the lines
 * marked CHANGE replaced (loopback ports, a certificate made for the test, a folder for the published site). What the
 * tests go through is what docs/deploy.md installs.
 */

const nginxPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const nginxBinary = nginxPaths.find((path) => existsSync(path));

/** Why nginx cannot run here, if it cannot. */
export function nginxMissing(): string | undefined {
  if (!nginxBinary) return `nginx is not installed (looked in ${nginxPaths.join(', ')}; Debian: apt-get install nginx)`;
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed (it makes the test certificate)';
  return undefined;
}

export interface NginxOptions {
  /** API nodes' ports. */
  api: number[];
  /**
   * Gateway nodes' ports, in the order a fan should reach them: the first is the server, the others are nginx `backup`
   * servers, reached when it refuses (a fan that stays on one gateway until it dies, as the tests need). Production
   * lists them as equals.
   */
  gateways: number[];
  /** The folder the built site is published in (its files under m/). */
  wwwRoot: string;
}

async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function upstream(name: string, ports: number[], ordered: boolean): string {
  const servers = ports.map((port, i) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${ordered && i > 0 ? ' backup' : ''};`);
  return `upstream ${name} {\n${servers.join('\n')}\n    keepalive 32;\n}`;
}

/** The site file and the routes of deploy/nginx/, their CHANGE lines made to fit this test. */
function testSite(dir: string, options: NginxOptions, ports: { http: number; https: number }): string {
  const routes = readFileSync(join(projectRoot, 'deploy/nginx/sideline-routes.conf'), 'utf8').replaceAll(
    'root /srv/sideline/www; # CHANGE',
    `root ${options.wwwRoot};`,
  );
  writeFileSync(join(dir, 'sideline-routes.conf'), routes);
  const site = readFileSync(join(projectRoot, 'deploy/nginx/sideline.conf'), 'utf8')
    .replace(/upstream sideline_api \{[\s\S]*?\n\}/, upstream('sideline_api', options.api, false))
    .replace(/upstream sideline_gateways \{[\s\S]*?\n\}/, upstream('sideline_gateways', options.gateways, true))
    .replace(/^\s*listen \[::\]:.*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace('/etc/ssl/sideline/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/sideline/privkey.pem', join(dir, 'key.pem'))
    .replace('include /etc/nginx/snippets/sideline-routes.conf;', `include ${join(dir, 'sideline-routes.conf')};`);
  const directives = `${site}\n${routes}`.replace(/#.*$/gm, '');
  for (const example of ['/etc/ssl/sideline/', '/srv/sideline/www', '/etc/nginx/snippets/', ':8080', ':8090', 'listen 443', 'listen 80'])
    if (directives.includes(example))
      throw new Error(`the test did not fill "${example}" of deploy/nginx/: a CHANGE line changed its form`);
  return site;
}

/** A self-signed certificate for 127.0.0.1, for the HTTPS server of the site file. */
function makeCertificate(dir: string): void {
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr.toString()}`);
}

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** nginx running the deploy/ configuration on two loopback ports. */
export class Nginx {
  private constructor(
    private readonly process: ChildProcess,
    private readonly dir: string,
    /** https://127.0.0.1:<port>: the site's HTTPS server. */
    readonly url: string,
    /** http://127.0.0.1:<port>: the plain HTTP server (redirects). */
    readonly httpUrl: string,
    /** The test certificate, for clients to trust. */
    readonly ca: string,
  ) {}

  static async start(options: NginxOptions, freePort: () => Promise<number>): Promise<Nginx> {
    const dir = mkdtempSync(join(tmpdir(), 'sideline-nginx-'));
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
    makeCertificate(dir);
    const ports = { http: await freePort(), https: await freePort() };
    writeFileSync(join(dir, 'site.conf'), testSite(dir, options, ports));
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        // As root, nginx's workers would switch to a user that cannot read the test's folder.
        process.getuid?.() === 0 ? 'user root root;' : '',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 4096; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log ${join(dir, 'access.log')};`,
        ...temps,
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    const child = spawn(nginxBinary!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await portOpen(ports.https))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
        throw new Error(`nginx did not start: ${errors}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return new Nginx(
      child,
      dir,
      `https://127.0.0.1:${ports.https}`,
      `http://127.0.0.1:${ports.http}`,
      readFileSync(join(dir, 'cert.pem'), 'utf8'),
    );
  }

  /** A request to the HTTPS server, trusting the test certificate (fetch cannot be given one). */
  request(
    path: string,
    { method = 'GET', body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpsAnswer> {
    return new Promise((resolve, reject) => {
      const sent = httpsRequest(`${this.url}${path}`, { method, headers, ca: this.ca }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      });
      sent.once('error', reject);
      sent.end(body);
    });
  }

  /** nginx's own access log so far. */
  accessLog(): string {
    return readFileSync(join(this.dir, 'access.log'), 'utf8');
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
