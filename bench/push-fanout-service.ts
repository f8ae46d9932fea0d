/**
 * The push service of bench/push-fanout.ts, in a process of its own (its decryption must not share the server's event
 * loop): makes the browsers' subscriptions, then checks, decrypts and counts every message, telling the parent when
 * each goal (its match's tag) has reached every subscription and what arrived twice. Started by the bench through IPC.
 */
import { LocalPushService } from '../tests/support/push-endpoint.ts';

/** What the parent asks: make the subscriptions (with the server's key), count a goal's messages, or stop. */
export type ServiceCommand =
  | { type: 'start'; serverKey: string; subscriptions: number }
  | { type: 'expect'; tag: string; messages: number; timeoutMs: number }
  | { type: 'stop' };

/** What the service answers. */
export type ServiceReport =
  | { type: 'ready'; subscriptions: { endpoint: string; keys: { p256dh: string; auth: string } }[] }
  | { type: 'counted'; tag: string; unique: number; duplicates: number; refused: number; firstAtMs: number; lastAtMs: number };

const service = new LocalPushService();
const send = (report: ServiceReport) => process.send!(report);

process.on('message', (command: ServiceCommand) => void handle(command));

async function handle(command: ServiceCommand): Promise<void> {
  if (command.type === 'start') {
    await service.start(command.serverKey);
    send({ type: 'ready', subscriptions: Array.from({ length: command.subscriptions }, () => service.receiver().subscription) });
  } else if (command.type === 'expect') {
    const deadline = Date.now() + command.timeoutMs;
    const ofGoal = () => service.received.filter((message) => message.payload.tag === command.tag);
    while (ofGoal().length < command.messages && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // A little longer, for copies that would come after the last one owed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = ofGoal();
    const unique = new Set(received.map((message) => message.receiver)).size;
    const times = received.map((message) => message.atMs);
    const [firstAtMs, lastAtMs] = [Math.min(...times), Math.max(0, ...times)];
    send({
      type: 'counted',
      tag: command.tag,
      unique,
      duplicates: received.length - unique,
      refused: service.refused.length,
      firstAtMs,
      lastAtMs,
    });
  } else {
    await service.close();
    process.exit(0);
  }
}
