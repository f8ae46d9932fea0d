import type { SemanticRule } from './rule.ts';
import type { SchemaProblem } from '../ajv-issues.ts';

/** sp_source ids are unique, and the default one is in the table. */
export const sourcesRule: SemanticRule = ({ tenant }) => {
  const { sources, spSource } = tenant.manifest;
  const problems: SchemaProblem[] = [];
  const firstIndex = new Map<number, number>();
  sources.forEach((source, index) => {
    const earlier = firstIndex.get(source.id);
    if (earlier === undefined) firstIndex.set(source.id, index);
    else
      problems.push({
        code: 'duplicate-source',
        pointer: `/sources/${index}/id`,
        message: `sp_source ${source.id} is already listed at /sources/${earlier}`,
      });
  });
  if (!firstIndex.has(spSource)) {
    const known = [...firstIndex.keys()].sort((a, b) => a - b).join(', ');
    problems.push({
      code: 'unknown-source',
      pointer: '/spSource',
      message: `default sp_source ${spSource} is not in /sources (known: ${known})`,
    });
  }
  return problems;
};
