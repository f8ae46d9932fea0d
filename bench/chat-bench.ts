/**
 * Chat figures (issue "Chat layer core", bench/README.md): the chat core's size beside tim-js-sdk 2.27.6 packed from
 * the registry in the same run, live-room decode-dedupe-dispatch throughput, the sort of 10,000 conversations, and
 * the memory a live room holds after 100,000 messages. Runs alone too: node bin/run-ts.js bench/chat-bench.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chatBundleAliases } from '../cli/build/chat-aliases.ts';
import { ChatClient } from '../runtime/im/chat-client.ts';
import { sortConversations } from '../runtime/im/conversations/conversation-sort.ts';
import { emptyConversation } from '../runtime/im/conversations/conversation-store.ts';
import { DedupeWindow } from '../runtime/im/messages/dedupe-window.ts';
import { decodeLongPollResponse, encodeLongPollResponse } from '../runtime/im/protocol/codec.ts';
import type { FanoutFigures } from './chat-fanout.ts';
import { median } from './median.ts';
import { withTimJsSdk } from './tim-js-sdk-package.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ChatFigures {
  coreGzip: number;
  /** The core and every module it loads on demand (relationship, groups ...), each chunk compressed apart. */
  allGzip: number;
  /** The same code as one bundle, compressed once (the issue's "whole chat layer"). */
  oneBundleGzip: number;
  timJsSdkGzip: number;
  /** Live-room messages decoded, deduplicated and dispatched per second, one core (median of runs). */
  messagesPerSecond: number;
  sort10kMs: number;
  liveRoomCap: number;
  /** Heap growth after 100,000 live-room messages, with the cap in force. */
  liveRoomHeapBytes: number;
  /** Gateway fan-out to 1,000 sockets in one live room (bench/chat-fanout.ts); set by run.ts. */
  fanout?: FanoutFigures;
}

/**
 * The chat core as the app loads it (the entry chunk and its static imports: our code, the protocol's tables and codec), and
 * everything (the entry and the chunks of the modules it loads on demand), minified, gzip -9, with the app's aliases.
 */
export async function chatGzip(): Promise<{ core: number; all: number; oneBundle: number; chunks: Record<string, number> }> {
  const split = await chatBuild(false);
  const whole = await chatBuild(true);
  return { core: split.core, all: split.all, oneBundle: whole.all, chunks: split.chunks };
}

/** One library build of the chat layer; with `oneBundle`, the modules loaded on demand are inlined into the entry. */
async function chatBuild(oneBundle: boolean): Promise<{ core: number; all: number; chunks: Record<string, number> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'sideline-chat-size-'));
  try {
    const built = await build({
      configFile: false,
      logLevel: 'error',
      resolve: { alias: chatBundleAliases },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: { entry: join(root, 'runtime/im/index.ts'), formats: ['es'], fileName: 'im' },
        reportCompressedSize: false,
        // As in the app's build (Vite's default outside library mode): code the core shares with a module joins the
        // core's chunk instead of a chunk of its own, which a library build's fixed entry signature would force.
        rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: !oneBundle } },
      },
    });
    const chunks = (Array.isArray(built) ? built : [built])
      .flatMap((output) => ('output' in output ? output.output : []))
      .filter((chunk) => chunk.type === 'chunk');
    // The core is the entry and every chunk it imports statically: what the app loads before any on-demand module.
    const core = new Set<string>();
    const visit = (fileName: string): void => {
      if (core.has(fileName)) return;
      core.add(fileName);
      for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
    const gzipOf = (fileName: string) => gzipSync(readFileSync(join(outDir, fileName)), { level: 9 }).length;
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
    const sizes = Object.fromEntries(chunks.map((chunk) => [chunk.fileName.replace(/-[\w-]{8}\.js$/, '.js'), gzipOf(chunk.fileName)]));
    return { core: sum([...core]), all: sum(chunks.map((chunk) => chunk.fileName)), chunks: sizes };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** tim-js-sdk 2.27.6's ESM build, packed from the registry now, gzip -9. */
function timJsSdkGzip(): number {
  return withTimJsSdk((packageDir) => gzipSync(readFileSync(join(packageDir, 'tim-js.es.js')), { level: 9 }).length);
}

/** Poll answers of 100 messages each, as the gateway would send them, with every 10th message repeated. */
function pollAnswers(messages: number): Uint8Array[] {
  const answers: Uint8Array[] = [];
  for (let start = 1; start <= messages; start += 100) {
    const batch = Array.from({ length: 100 }, (_, i) => ({
      conversationType: 2,
      from: `fan${i % 50}`,
      to: 'live_1',
      sequence: start + i,
      random: start + i,
      time: 1_790_000_000 + start,
      nick: '球迷',
      elements: [{ type: 'TIMTextElem', text: `好球！第 ${start + i} 条` }],
    }));
    answers.push(encodeLongPollResponse({ key: 'k', nextSequence: start + 100, messages: withEveryTenthRepeated(batch) }));
  }
  return answers;
}
const withEveryTenthRepeated = <T>(batch: T[]): T[] => [...batch, ...batch.filter((_, i) => i % 10 === 0)];

function liveRoomRun(answers: Uint8Array[], cap: number): { ms: number; dispatched: number; client: ChatClient } {
  const client = new ChatClient({
    SDKAppID: 1,
    server: 'http://127.0.0.1:1',
    createSocket: () => {
      throw new Error('no socket in this bench');
    },
    liveRoomCapacity: cap,
  });
  // The fan joined the room, so its type is known (a group not learnt here has its messages held while it is probed).
  (client as unknown as { groupTypes: Map<string, string> }).groupTypes.set('live_1', 'AVChatRoom');
  let dispatched = 0;
  client.emitter.on('im.messageReceived', (list) => (dispatched += list.length));
  // The poller's own dedupe: a window of the last 200 sequences.
  const seen = new DedupeWindow<number>(200);
  const started = performance.now();
  for (const bytes of answers) {
    const answer = decodeLongPollResponse(bytes);
    const fresh = (answer.messages ?? []).filter((m) => seen.add(m.sequence ?? 0));
    client.incoming.deliverGroup(fresh);
  }
  return { ms: performance.now() - started, dispatched, client };
}

export async function benchChat(runs: number, log: (line: string) => void): Promise<ChatFigures> {
  const { core, all, oneBundle, chunks } = await chatGzip();
  const anchor = timJsSdkGzip();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(`chat core ${kb(core)} gzip, all ${kb(all)} as chunks, ${kb(oneBundle)} as one bundle; tim-js-sdk 2.27.6 ${kb(anchor)} gzip`);
  log(
    `chat chunks: ${Object.entries(chunks)
      .map(([name, bytes]) => `${name} ${bytes}`)
      .join(', ')}`,
  );
  const cap = 1000;
  const answers = pollAnswers(100_000);
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { ms, dispatched } = liveRoomRun(answers, cap);
    if (dispatched !== 100_000) throw new Error(`dispatched ${dispatched} messages, expected 100000`);
    rates.push((dispatched / ms) * 1000);
  }
  // A forced collection on both sides, so the figure is what the room holds, not garbage awaiting collection.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const { client } = liveRoomRun(answers, cap);
  gc();
  const heap = process.memoryUsage().heapUsed - before;
  const held = client.listOf('GROUPlive_1').messages.length;
  log(`live room: ${Math.round(median(rates))} messages/s, ${held} held (cap ${cap}), heap +${(heap / 1048576).toFixed(1)} MB`);
  const conversations = Array.from({ length: 10_000 }, (_, i) => ({
    ...emptyConversation(`C2C${i}`),
    isPinned: i % 97 === 0,
    lastMessage: i % 13 === 0 ? null : ({ lastTime: (i * 7919) % 100_000 } as never),
  }));
  const sorts: number[] = [];
  for (let run = 0; run < 21; run++) {
    const started = performance.now();
    sortConversations(conversations);
    sorts.push(performance.now() - started);
  }
  log(`sort of 10,000 conversations: ${median(sorts).toFixed(2)} ms (median of 21)`);
  return {
    coreGzip: core,
    allGzip: all,
    oneBundleGzip: oneBundle,
    timJsSdkGzip: anchor,
    messagesPerSecond: Math.round(median(rates)),
    sort10kMs: Number(median(sorts).toFixed(2)),
    liveRoomCap: cap,
    liveRoomHeapBytes: heap,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await benchChat(5, (line) => process.stdout.write(line + '\n')), null, 2) + '\n');
}
