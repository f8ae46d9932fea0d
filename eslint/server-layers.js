// Local ESLint rules for the server's layers (docs/architecture.md "The server"):
// - sql-in-stores: only a domain area's store modules (and the database adapters, migrations and seeding) run SQL;
// - own-stores: a store module is imported only by its own area.
import { dirname, relative, resolve, sep } from 'node:path';

const posix = (path) => path.split(sep).join('/');

/** The domain area a file belongs to (`server/domain/<area>/...`), or undefined. */
const areaOf = (root, file) => /^server\/domain\/([^/]+)\//.exec(posix(relative(root, file)))?.[1];

/** A store module: `*-store.ts` inside a domain area, or the chat gateway's `store/` folder. */
const isStore = (root, file) => {
  const path = posix(relative(root, file));
  return (/^server\/domain\/[^/]+\//.test(path) && /-store\.ts$/.test(path)) || path.startsWith('server/im/store/');
};

/** @type {import('eslint').Rule.RuleModule} */
export const sqlInStores = {
  meta: {
    type: 'problem',
    docs: { description: 'Only store modules run SQL: a call of query() or exec() anywhere else is a layer leak.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const path = posix(relative(root, file));
    const allowed = (context.options[0]?.allow ?? []).some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    if (isStore(root, file) || allowed) return {};
    return {
      'CallExpression > MemberExpression.callee[property.name=/^(query|exec)$/]'(node) {
        context.report({
          node,
          message: `SQL outside a store module (${node.property.name}()): move it into a *-store.ts of its domain area (server/domain/<area>/).`,
        });
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
export const ownStores = {
  meta: {
    type: 'problem',
    docs: { description: "A domain area's store modules are imported only by that area." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = resolve(dirname(file), source);
      const area = areaOf(root, imported);
      if (!area || !/-store\.ts$/.test(imported)) return;
      if (areaOf(root, file) === area) return;
      if (/\/__tests__\//.test(posix(file)) || posix(relative(root, file)).startsWith('server/seed/')) return;
      context.report({ node, message: `"${source}" is a store of the ${area} area: call the area's rules, not its SQL.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
