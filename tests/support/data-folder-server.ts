import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from './project-root.ts';

/** A server of tests/support/serve-data-folder.ts in its own process, once it listens. */
export interface DataFolderServer {
  url: string;
  /** The server's own process (not the wrapper's). */
  pid: number;
  child: ChildProcess;
  /** SIGTERM to the server, and resolves once the started process (the wrapper, if any) has exited. */
  stop(): Promise<void>;
}

/**
 * Starts a server on the embedded database in `dataDir`, optionally under another program (`['strace', ...]`) that
 * runs node as its last argument. Rejects with the output when it exits before listening.
 */
export function startDataFolderServer(dataDir: string, wrapper: string[] = []): Promise<DataFolderServer> {
  const command = [...wrapper, process.execPath, 'bin/run-ts.js', 'tests/support/serve-data-folder.ts', dataDir];
  const child = spawn(command[0], command.slice(1), { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"url"'));
      if (!line) return;
      const { url, pid } = JSON.parse(line) as { url: string; pid: number };
      resolve({
        url,
        pid,
        child,
        stop: () =>
          new Promise<void>((stopped) => {
            if (child.exitCode !== null) return stopped();
            child.once('exit', () => stopped());
            process.kill(pid, 'SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

/** POSTs JSON to a test server and answers the envelope's data; throws with the message when its status is not 0. */
export async function postData<T>(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; status: number; msg: string };
  if (envelope.status !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}
