import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later; other engines read a comment). It must be the
 * file's first line.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks the entry loads at once (the entry and what it imports statically) with V8's compile hint, so the
 * browser compiles their functions eagerly on the thread that streams the download, instead of lazily on the main
 * thread at each function's first call while the app starts. Lazy chunks keep lazy compilation: most of their
 * functions never run on a given page (docs/decisions.md "TBT at load").
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'sideline:compile-hints',
    enforce: 'post',
    // After Vite's own hooks, which put the preload helper's map first in the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of initialChunks(Object.values(bundle))) chunk.code = compileHint + chunk.code;
      },
    },
  };
}

/** The entry chunks of a build's output and every chunk they import statically, transitively. */
export function initialChunks(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputChunk[] {
  const chunks = new Map(output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]));
  const initial = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName)) return;
    initial.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...initial.values()];
}
