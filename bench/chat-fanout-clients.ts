/**
 * The client side of the fan-out bench (bench/chat-fanout.ts forks it once per run, so the receivers' decoding does
 * not share the gateway's event loop). Connects the receivers and the senders, has the senders post in turn at a fixed
 * rate (several senders: one user may send at most 20 messages a second, server/im/send-limit.ts),
 * and reports delivery latency and loss over IPC. Every wait is bounded; the process exits by itself.
 */
import type { WireMessage } from '../runtime/im/protocol/codec.ts';
import { FanoutSocket } from './fanout-socket.ts';

export interface FanoutRunConfig {
  url: string;
  /** Gateway nodes the receivers are spread over in turn (bench/chat-fanout-nodes.ts); absent: all on `url`, as the senders. */
  receiverUrls?: string[];
  sdkAppId: number;
  groupId: string;
  receivers: { id: string; signature: string }[];
  senders: { id: string; signature: string }[];
  messagesPerSecond: number;
  seconds: number;
}

export interface FanoutRunResult {
  receivers: number;
  sent: number;
  /** Receivers times messages the gateway accepted. */
  expected: number;
  received: number;
  duplicates: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  connectMs: number;
}

/** Sockets opened at once while connecting: enough to be quick, few enough not to flood the accept queue. */
const connectConcurrency = 50;
/** After the last send, how long deliveries may still arrive. */
const drainMs = 5000;
const textPrefix = 'fanout#';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

async function run(config: FanoutRunConfig): Promise<FanoutRunResult> {
  const total = Math.round(config.messagesPerSecond * config.seconds);
  const sentAt = new Float64Array(total).fill(-1);
  // One bit per receiver and message: a second copy is a duplicate, and memory stays at receivers x messages bits.
  const seen = new Uint8Array(config.receivers.length * total);
  const latencies = new Float64Array(config.receivers.length * total);
  const reached = new Uint8Array(total);
  let received = 0;
  let duplicates = 0;
  // Receivers that have seen the last sender enter: the last join's push, so once all have, the joins' pushes are drained.
  const lastSender = config.senders[config.senders.length - 1];
  let sawSenderEnter = 0;
  const onMessages = (receiver: number) => (messages: WireMessage[], at: number) => {
    for (const message of messages) {
      const text = message.elements?.[0]?.text ?? '';
      if (!text.startsWith(textPrefix)) {
        if (message.elements?.[0]?.data?.includes(`"uid":"${lastSender.id}"`)) sawSenderEnter++;
        continue;
      }
      const index = Number(text.slice(textPrefix.length));
      const slot = receiver * total + index;
      if (seen[slot]) {
        duplicates++;
        continue;
      }
      seen[slot] = 1;
      reached[index] = 1;
      latencies[received++] = at - sentAt[index];
    }
  };

  const receiverUrl = (receiver: number) => (config.receiverUrls ? config.receiverUrls[receiver % config.receiverUrls.length] : config.url);
  const started = performance.now();
  const sockets: FanoutSocket[] = [];
  try {
    for (let first = 0; first < config.receivers.length; first += connectConcurrency) {
      const batch = config.receivers.slice(first, first + connectConcurrency);
      const opened = await Promise.all(
        batch.map((user, offset) => FanoutSocket.open(receiverUrl(first + offset), config.sdkAppId, user, onMessages(first + offset))),
      );
      sockets.push(...opened);
      await Promise.all(opened.map((socket) => socket.request('group.join', { groupRequest: { groupId: config.groupId } })));
    }
    const senders: FanoutSocket[] = [];
    for (const user of config.senders) {
      const sender = await FanoutSocket.open(config.url, config.sdkAppId, user, () => undefined);
      sockets.push(sender);
      senders.push(sender);
      await sender.request('group.join', { groupRequest: { groupId: config.groupId } });
    }
    const connectMs = performance.now() - started;
    // Every join pushes an EnterRoomMessage to the sockets already in the room (n²/2 frames): let them drain before
    // the clock starts, or the first messages would queue behind them.
    const settleUntil = performance.now() + 60_000;
    while (sawSenderEnter < config.receivers.length && performance.now() < settleUntil) await sleep(100);
    await sleep(500);

    // The random is the send's idempotency key: salted, so a rerun in the same room is not taken for a resend.
    const salt = Math.floor(Math.random() * 40_000) * 100_000;
    const accepted = new Uint8Array(total);
    const answers: Promise<void>[] = [];
    const sendStart = performance.now();
    for (let index = 0; index < total; index++) {
      await sleep(sendStart + (index * 1000) / config.messagesPerSecond - performance.now());
      sentAt[index] = performance.now();
      const body = {
        sendMessageRequest: {
          message: { to: config.groupId, random: salt + index + 1, elements: [{ type: 'TIMTextElem', text: `${textPrefix}${index}` }] },
        },
      };
      answers.push(
        senders[index % senders.length].request('group.send', body).then(
          () => void (accepted[index] = 1),
          () => undefined,
        ),
      );
    }
    await Promise.all(answers);
    // A message the gateway stored is owed to every receiver: acknowledged, or (its answer timed out) seen by anyone.
    const owed = () => accepted.reduce((sum, ok, index) => sum + (ok || reached[index] ? 1 : 0), 0) * config.receivers.length;
    let expected = owed();
    const drainUntil = performance.now() + drainMs;
    while (received < expected && performance.now() < drainUntil) {
      await sleep(50);
      expected = owed();
    }
    const sorted = latencies.slice(0, received).sort();
    return {
      receivers: config.receivers.length,
      sent: total,
      expected,
      received,
      duplicates,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: percentile(sorted, 100),
      connectMs,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

process.once('message', (config: FanoutRunConfig) => {
  run(config).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.message }, () => process.exit(1)),
  );
});
