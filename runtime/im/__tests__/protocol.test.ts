import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from '../protocol/codec.ts';
import { generateProtocol, protocolNames } from '../protocol/scripts/generate.ts';

describe('chat protocol', () => {
  // Five .proto files, each through pbjs twice and pbts once: well over a minute on a busy machine.
  it(
    'keeps the committed generated code equal to what im.proto, relationship.proto and group.proto generate (run npm run generate:im)',
    { timeout: 240_000 },
    () => {
      const scratch = mkdtempSync(join(tmpdir(), 'sideline-proto-check-'));
      try {
        generateProtocol(scratch);
        for (const file of protocolNames.flatMap((name) => [`${name}.js`, `${name}.d.ts`])) {
          expect(readFileSync(join(scratch, file), 'utf8'), file).toBe(
            readFileSync(new URL(`../protocol/generated/${file}`, import.meta.url), 'utf8'),
          );
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
      // Three protobufjs-cli runs per .proto file, each a Node process: slow on a busy machine, so more than the default.
    },
  );

  // The app's bundle leaves long.js out (cli/build/chat-aliases.ts): a 64-bit field would then decode as a lossy number.
  it('declares no 64-bit field in any .proto file, so the bundle needs no long.js', () => {
    for (const name of protocolNames) {
      const proto = readFileSync(new URL(`../protocol/${name}.proto`, import.meta.url), 'utf8').replace(/\/\/.*$/gm, '');
      expect(proto.match(/\b(?:u?int64|sint64|s?fixed64)\b/g), `${name}.proto`).toBeNull();
    }
  });

  it('round-trips a frame with its header and body', () => {
    const frame = decodeFrame(
      encodeFrame({
        header: { command: 'c2c.send', sequence: 2415919103, requestTime: 1795000000123, userId: '42' },
        sendMessageRequest: { message: { to: '7', random: 4294967295, elements: [{ type: 'TIMTextElem', text: '进球了 ⚽' }] } },
      }),
    );
    expect(frame.header).toMatchObject({ command: 'c2c.send', sequence: 2415919103, requestTime: 1795000000123, userId: '42' });
    expect(frame.body).toBe('sendMessageRequest');
    expect(frame.sendMessageRequest?.message?.elements?.[0].text).toBe('进球了 ⚽');
    expect(frame.sendMessageRequest?.message?.random).toBe(4294967295);
  });

  it('survives 10,000 random byte frames: each decodes or throws, nothing else', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let decoded = 0;
    for (let i = 0; i < 10_000; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(random() * 64) }, () => Math.floor(random() * 256));
      try {
        decodeFrame(bytes);
        decoded++;
      } catch (error) {
        expect(error).toBeInstanceOf(Error);
      }
    }
    expect(decoded).toBeGreaterThan(0);
  });
});
