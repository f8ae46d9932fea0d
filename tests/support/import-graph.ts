import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Folders whose source forms the product's import graph; tests, benches and generated code are left out. */
const productFolders = ['schema', 'cli', 'runtime', 'server', 'console', 'bin'];

const skipped = /(^|\/)(__tests__|generated|node_modules|dist)(\/|$)/;
const sourceFile = /\.(ts|tsx|js|mjs)$/;

function listSources(root: string, folder: string, into: string[]): void {
  const dir = join(root, folder);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(folder, name);
    if (skipped.test(path)) continue;
    if (statSync(join(root, path)).isDirectory()) listSources(root, path, into);
    else if (sourceFile.test(name) && !name.endsWith('.d.ts')) into.push(path);
  }
}

/** Resolves a relative specifier the way our sources write them (with their extension, or a folder's index). */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile());
}

/**
 * Every file's imports of our own files: static, type-only, re-exports and dynamic `import()` alike, since each one
 * ties the two files' meaning together even where it does not run at load.
 */
export function importGraph(root: string, folders = productFolders): Map<string, string[]> {
  const files: string[] = [];
  for (const folder of folders) listSources(root, folder, files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveSpecifier(root, file, imported.fileName)).filter((t) => t !== undefined);
    graph.set(
      file,
      [...new Set(targets)].filter((target) => !skipped.test(target)),
    );
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): each is one knot of cycles. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const knot: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== file);
    if (knot.length > 1 || (graph.get(file) ?? []).includes(file)) knots.push(knot.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return knots;
}

/** One cycle through `start` inside its knot, as a readable chain `a -> b -> a`. */
export function cycleThrough(graph: Map<string, string[]>, knot: string[], start = knot[0]): string[] {
  const inKnot = new Set(knot);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!inKnot.has(target)) continue;
      if (target === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0])!);
        return [...chain, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}
