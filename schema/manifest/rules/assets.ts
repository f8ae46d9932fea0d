import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SemanticRule } from './rule.ts';
import type { SchemaProblem } from '../ajv-issues.ts';

/** Every image the manifest names exists and is the kind of image its extension says. */
export const assetsRule: SemanticRule = ({ tenant, rootDir }) => {
  const { assets, avatars } = tenant.manifest;
  const named: [string, string][] = [
    ['/assets/logo', assets.logo],
    ['/assets/favicon', assets.favicon],
    ['/avatars/default', avatars.default],
    ...Object.entries(avatars.byId).map(([id, path]): [string, string] => [`/avatars/byId/${id}`, path]),
  ];
  const problems: SchemaProblem[] = [];
  for (const [pointer, path] of named) {
    const absolute = join(rootDir, path);
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      problems.push({ code: 'missing-asset', pointer, message: `image file ${path} does not exist` });
    } else if (!looksLike(absolute, path)) {
      problems.push({ code: 'invalid-asset', pointer, message: `${path} is not a valid ${path.split('.').pop()} image` });
    }
  }
  return problems;
};

const signatures: Record<string, (head: Buffer) => boolean> = {
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (h) => h[0] === 0xff && h[1] === 0xd8,
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8,
  webp: (h) => h.subarray(0, 4).toString() === 'RIFF' && h.subarray(8, 12).toString() === 'WEBP',
  ico: (h) => h[0] === 0 && h[1] === 0 && h[2] === 1,
  svg: (h) => /<svg[\s>]/.test(h.toString('utf8')),
};

function looksLike(absolute: string, path: string): boolean {
  const check = signatures[path.split('.').pop()?.toLowerCase() ?? ''];
  if (!check) return false;
  const head = Buffer.alloc(512);
  const fd = openSync(absolute, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return check(head.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}
