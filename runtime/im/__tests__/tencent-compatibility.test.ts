import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImEvent } from '../events.ts';
import { create } from '../sdk.ts';

/**
 * The compatibility table of docs/im-api.md against tim-js-sdk 2.27.6's instance, as bench/tim-js-sdk-api.ts read it
 * from the package's code: the table lists exactly the package's methods and events, and says "implemented" for
 * exactly those our SDK instance and ImEvent have.
 */
const readRepoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const tencent = JSON.parse(readRepoFile('bench/tim-js-sdk-api.json')) as { version: string; methods: string[]; events: string[] };

/** The rows `| \`name\` | ours |` of the table whose header is `| <kind> | ours |`, in order. */
function tableRows(kind: 'method' | 'event'): { name: string; ours: string }[] {
  const section = readRepoFile('docs/im-api.md').split('## Compatibility with tim-js-sdk 2.27.6')[1]?.split('\n## ')[0] ?? '';
  const table = section.split(`| ${kind} | ours |`)[1]?.split('\n\n')[0] ?? '';
  return [...table.matchAll(/^\| `(\w+)` \| (.+) \|$/gm)].map(([, name, ours]) => ({ name, ours }));
}
const implementedIn = (rows: { name: string; ours: string }[]) => rows.filter((row) => row.ours === 'implemented').map((row) => row.name);

describe(`the compatibility table with tim-js-sdk ${tencent.version} (docs/im-api.md)`, () => {
  it('was read from 2.27.6, the version spec 001 names, and found its instance methods and events', () => {
    expect(tencent.version).toBe('2.27.6');
    expect(tencent.methods).toEqual(expect.arrayContaining(['login', 'sendMessage', 'createGroup', 'getTopicList']));
    expect(tencent.events).toEqual(expect.arrayContaining(['SDK_READY', 'MESSAGE_RECEIVED', 'NET_STATE_CHANGE']));
  });

  it('lists exactly the package methods and events, each once, each with what we do about it', () => {
    for (const [kind, names] of [
      ['method', tencent.methods],
      ['event', tencent.events],
    ] as const) {
      const rows = tableRows(kind);
      expect(rows.map((row) => row.name)).toEqual(names);
      for (const row of rows) expect(row.ours, row.name).toMatch(/^(implemented|planned, issue 18 items? \d|not in spec 001|not yet: )/);
    }
  });

  it('marks implemented exactly the methods a ChatSdk instance has', () => {
    const sdk = create({
      SDKAppID: 1,
      server: 'http://127.0.0.1:1',
      createSocket: () => {
        throw new Error('no socket here');
      },
    });
    const ours = tencent.methods.filter((name) => typeof (sdk as unknown as Record<string, unknown>)[name] === 'function');
    void sdk.destroy();
    expect(implementedIn(tableRows('method'))).toEqual(ours);
  });

  it('marks implemented exactly the events ImEvent has', () => {
    expect(implementedIn(tableRows('event'))).toEqual(tencent.events.filter((name) => name in ImEvent));
  });
});
