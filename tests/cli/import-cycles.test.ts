import { describe, expect, it } from 'vitest';
import { cycleThrough, importCycles, importGraph } from '../support/import-graph.ts';
import { projectRoot } from './run-cli.ts';

// docs/architecture.md: no two files import each other, directly or round a loop, type-only imports included.
describe('import graph', () => {
  it('has no import cycle', () => {
    const graph = importGraph(projectRoot);
    // The scan reads imports: an empty graph would have no cycle either.
    expect(graph.get('runtime/im/sdk.ts')).toContain('runtime/im/sdk-module-calls.ts');
    const cycles = importCycles(graph).map((knot) => `${knot.length} files: ${cycleThrough(graph, knot).join(' -> ')}`);
    expect(cycles).toEqual([]);
  });

  it('finds a cycle and names one chain round it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    const knots = importCycles(graph);
    expect(knots).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cycleThrough(graph, knots[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
