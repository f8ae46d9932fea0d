/**
 * The methods and events of a tim-js-sdk 2.27.6 instance, read from the package's own code (not its typings, which
 * miss some methods and misspell downloadMergerMessage), written to tim-js-sdk-api.json. The compatibility table of
 * docs/im-api.md must list exactly these names (runtime/im/__tests__/tencent-compatibility.test.ts).
 * Run it again only for another version: node bin/run-ts.js bench/tim-js-sdk-api.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { timJsSdkVersion, withTimJsSdk } from './tim-js-sdk-package.ts';

export interface TimJsSdkApi {
  version: string;
  /** The instance's public methods (its class's own, without the `_` ones), in the package's order. */
  methods: string[];
  /** The keys of TIM.EVENT, in the package's order. */
  events: string[];
}

/** Finds the instance's class (the one with login, createTextMessage and getGroupList) and the EVENT object. */
export function readApi(code: string): Omit<TimJsSdkApi, 'version'> {
  const source = ts.createSourceFile('tim-js.es.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let methods: string[] | undefined;
  let events: string[] | undefined;
  const nameOf = (node: ts.Node): string | undefined =>
    (ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) && ts.isIdentifier(node.name) ? node.name.text : undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) {
      const names = node.members
        .filter(ts.isMethodDeclaration)
        .map(nameOf)
        .filter((name): name is string => name !== undefined);
      if (['login', 'createTextMessage', 'getGroupList'].every((name) => names.includes(name)))
        methods = names.filter((name) => !name.startsWith('_'));
    }
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some(
        (p) =>
          nameOf(p) === 'SDK_READY' &&
          ts.isPropertyAssignment(p) &&
          ts.isStringLiteral(p.initializer) &&
          p.initializer.text === 'sdkStateReady',
      )
    ) {
      events = node.properties.map(nameOf).filter((name): name is string => name !== undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!methods || !events) throw new Error('tim-js.es.js: the instance class or TIM.EVENT was not found');
  return { methods, events };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const api: TimJsSdkApi = { version: timJsSdkVersion, ...withTimJsSdk((dir) => readApi(readFileSync(join(dir, 'tim-js.es.js'), 'utf8'))) };
  const out = fileURLToPath(new URL('tim-js-sdk-api.json', import.meta.url));
  writeFileSync(out, `${JSON.stringify(api, null, 2)}\n`);
  console.log(`${api.methods.length} methods and ${api.events.length} events of tim-js-sdk ${api.version} written to ${out}`);
}
