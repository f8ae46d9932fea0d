import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationType, ImEvent, type Message } from '../../../runtime/im/index.ts';
import { startTestServer, type TestServer } from '../../../server/__tests__/test-server.ts';
import { chatUser, clientsOf, eventually, loggedIn } from './chat-fixtures.ts';

const total = 1000;
const minimumDrops = 20;

/**
 * Spec 001 §4 Connection: 1,000 messages while the server drops every socket at random moments, at least 20 times.
 * Nothing may be lost, nothing shown twice, and each side sees the conversation in one order.
 */
describe('chaos: messages across dropped sockets', () => {
  let server: TestServer;
  const clients = clientsOf(() => server);

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await clients.destroyAll();
    await server?.close();
  });

  it(
    `delivers ${total} messages exactly once and in order through ${minimumDrops}+ dropped connections`,
    { timeout: 180_000 },
    async () => {
      const senderIdentity = await chatUser(server, 'chaos_sender');
      const receiverIdentity = await chatUser(server, 'chaos_receiver');
      const sender = await loggedIn(clients.open(), senderIdentity);
      const receiver = await loggedIn(clients.open(), receiverIdentity);
      const received: string[] = [];
      receiver.on(ImEvent.MESSAGE_RECEIVED, (messages) => received.push(...messages.map((m) => (m.payload as { text: string }).text)));
      let drops = 0;
      let sent = 0;
      // Drop both sockets every 20 to 44 messages (so at least 22 times), at a random moment around a send.
      let nextDrop = 20;
      const sending = (async () => {
        const messages: Message[] = [];
        for (let i = 0; i < total; i++) {
          const message = sender.createTextMessage({
            to: receiverIdentity.userID,
            conversationType: ConversationType.C2C,
            payload: { text: `chaos ${i}` },
          });
          messages.push(message);
          const pending = sender.sendMessage(message);
          if (i === nextDrop) {
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
            server.im.faults.dropSockets();
            drops++;
            nextDrop += 20 + Math.floor(Math.random() * 25);
          }
          await pending;
          sent++;
        }
        return messages;
      })();
      const messages = await sending;
      expect(drops).toBeGreaterThanOrEqual(minimumDrops);
      expect(sent).toBe(total);
      expect(messages.every((m) => m.status === 'success')).toBe(true);
      await eventually(() => received.length >= total, 60_000, `${total} messages received`);
      // Give duplicates a chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const expected = Array.from({ length: total }, (_, i) => `chaos ${i}`);
      expect(received).toEqual(expected);
      const sequences = messages.map((m) => m.sequence);
      expect(new Set(sequences).size).toBe(total);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      const held = receiver.getLocalMessages(`C2C${senderIdentity.userID}`).map((m) => (m.payload as { text: string }).text);
      expect(held).toEqual(expected);
    },
  );
});
