import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Whether a picture was ever reviewed: committed as it is, or new or changed since (by this run or by hand). */
export type ReviewState = 'reviewed' | 'new' | 'changed';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Every picture under the snapshots folder and its content hash. */
export function snapshotHashes(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'));
  return new Map(files.map((file) => [join(dir, file), hashOf(join(dir, file))]));
}

/**
 * The pictures git has no committed copy of (untracked: new) or whose committed copy differs (changed). A picture is
 * reviewed when it is committed: the commit is the review. Outside a git work tree nothing is known to be committed.
 */
function uncommitted(dir: string): { known: boolean; states: Map<string, ReviewState> } {
  const states = new Map<string, ReviewState>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const lines = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', relative(top, dir) || '.'], {
      cwd: top,
      encoding: 'utf8',
    });
    for (const line of lines.split('\n').filter(Boolean))
      states.set(join(top, line.slice(3)), line.startsWith('??') || line.startsWith('A') ? 'new' : 'changed');
    return { known: true, states };
  } catch {
    return { known: false, states };
  }
}

/**
 * The review state of each picture the run showed: new when it did not exist before the run or is not committed,
 * changed when the run rewrote it or it differs from the committed copy, else reviewed.
 */
export function reviewStates(dir: string, before: Map<string, string>, pictures: string[]): Map<string, ReviewState> {
  const git = existsSync(dir) ? uncommitted(dir) : { known: false, states: new Map<string, ReviewState>() };
  return new Map(
    pictures.map((file): [string, ReviewState] => {
      if (!before.has(file)) return [file, 'new'];
      const fromGit = git.states.get(file);
      if (fromGit) return [file, fromGit];
      if (!git.known) return [file, 'new'];
      return [file, existsSync(file) && hashOf(file) !== before.get(file) ? 'changed' : 'reviewed'];
    }),
  );
}
