// A local ESLint rule: files in a zone's `target` may not import files under its `from` (minus `except`).
// We keep it in the project instead of a plugin because the plugins that offer it pull native resolvers.
import { dirname, isAbsolute, relative, resolve } from 'node:path';

const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the layer boundaries of docs/architecture.md.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const froms = [zone.from].flat();
      return {
        target: resolve(root, zone.target),
        from: froms.map((from) => ({ folder: resolve(root, from), except: (zone.except ?? []).map((e) => resolve(root, from, e)) })),
        message: zone.message,
      };
    });
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = resolve(dirname(file), source);
      for (const zone of active) {
        for (const from of zone.from) {
          if (inside(imported, from.folder) && !from.except.some((folder) => inside(imported, folder))) {
            context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}` });
            return;
          }
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
