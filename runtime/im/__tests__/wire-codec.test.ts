import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { protocolNames } from '../protocol/scripts/generate.ts';
import type { MessageType } from '../protocol/wire-codec.ts';

// The lean codec against protobufjs reading the same .proto files: the same bytes out, the same fields back in.
let seed = 11;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const texts = ['', 'a', '进球了 ⚽', 'Olá, São Paulo', '<script>alert(1)</script>', 'x'.repeat(200), '🏟️🇧🇷'];
const numbers: Record<string, readonly number[]> = {
  uint32: [0, 1, 127, 128, 16384, 2415919103, 4294967295],
  int32: [0, 1, -1, 300, -2147483648, 2147483647],
  double: [0, 1.5, -3, 1795000000123, Number.MAX_SAFE_INTEGER],
};

function sample(type: protobuf.Type, depth: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const oneofMember = type.oneofsArray.length ? pick(type.oneofsArray[0].fieldsArray).name : undefined;
  for (const field of type.fieldsArray) {
    if (field.partOf && field.name !== oneofMember) continue;
    if (random() < 0.3 && !field.partOf) continue;
    const one = (): unknown => {
      if (field.resolvedType instanceof protobuf.Type) return depth < 3 ? sample(field.resolvedType, depth + 1) : {};
      if (field.resolvedType instanceof protobuf.Enum) return pick(Object.values(field.resolvedType.values));
      if (field.type === 'string') return pick(texts);
      if (field.type === 'bool') return random() < 0.5;
      if (field.type === 'bytes') return Uint8Array.from({ length: pick([0, 1, 5, 300]) }, (_, i) => (i * 37) & 255);
      return pick(numbers[field.type]);
    };
    value[field.name] = field.repeated ? Array.from({ length: pick([0, 1, 3]) }, one) : one();
  }
  return value;
}

/** Every field as read, defaults through the prototype included, and which fields the decoded object holds itself. */
function fieldsOf(type: protobuf.Type, value: Record<string, unknown>): unknown {
  const read: Record<string, unknown> = {
    own: Object.keys(value)
      .filter((key) => key !== '$unknowns')
      .sort(),
  };
  for (const field of type.fieldsArray) {
    const item = value[field.name];
    const nested = field.resolvedType instanceof protobuf.Type ? field.resolvedType : undefined;
    const one = (element: unknown) =>
      nested && element ? fieldsOf(nested, element as Record<string, unknown>) : element instanceof Uint8Array ? [...element] : element;
    read[field.name] = Array.isArray(item) ? item.map(one) : one(item);
    // protobufjs's reflection reads an unset oneof bytes field as empty bytes; its static code, which the app used, as null.
    if (field.partOf && !Object.hasOwn(value, field.name)) read[field.name] = null;
  }
  if (type.oneofsArray.length) read.body = value.body;
  return read;
}

describe('the chat codec (wire-codec.ts and its generated tables)', () => {
  for (const name of protocolNames) {
    it(`writes and reads every message of ${name}.proto as protobufjs does`, async () => {
      const root = protobuf.loadSync(new URL(`../protocol/${name}.proto`, import.meta.url).pathname);
      root.resolveAll();
      const pkg = root.nestedArray[0] as protobuf.Namespace;
      const lean = Object.values((await import(`../protocol/generated/${name}.js`)) as Record<string, Record<string, MessageType>>)[0];
      for (const type of pkg.nestedArray.filter((nested): nested is protobuf.Type => nested instanceof protobuf.Type)) {
        for (let run = 0; run < 40; run++) {
          const value = sample(type, 0);
          const bytes = lean[type.name].encode(value).finish();
          expect([...bytes], `${type.name} run ${run}`).toEqual([...type.encode(value).finish()]);
          const decoded = lean[type.name].decode(bytes) as Record<string, unknown>;
          expect(fieldsOf(type, decoded), type.name).toEqual(fieldsOf(type, type.decode(bytes) as unknown as Record<string, unknown>));
        }
      }
    });
  }

  it('reads random bytes as protobufjs does: the same fields, or both throw', async () => {
    const root = protobuf.loadSync(new URL('../protocol/im.proto', import.meta.url).pathname);
    root.resolveAll();
    const { im } = (await import('../protocol/generated/im.js')) as unknown as { im: Record<string, MessageType> };
    let decoded = 0;
    for (const typeName of ['Frame', 'Message', 'LongPollResponse', 'Element']) {
      const type = root.lookupType(`im.${typeName}`);
      for (let i = 0; i < 3000; i++) {
        const bytes = Uint8Array.from({ length: Math.floor(random() * 48) }, () => Math.floor(random() * 256));
        const theirs = (() => {
          try {
            return fieldsOf(type, type.decode(bytes) as unknown as Record<string, unknown>);
          } catch {
            return 'throws';
          }
        })();
        const ours = (() => {
          try {
            return fieldsOf(type, im[typeName].decode(bytes) as Record<string, unknown>);
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
            return 'throws';
          }
        })();
        expect(ours, `${typeName} ${[...bytes].join(',')}`).toEqual(theirs);
        if (ours !== 'throws') decoded++;
      }
    }
    expect(decoded).toBeGreaterThan(100);
  });

  it('packs repeated numbers and reads them packed or not', async () => {
    const { im } = (await import('../protocol/generated/im.js')) as unknown as { im: Record<string, MessageType> };
    const message = { groupAtSequences: [1, 300, 4294967295] };
    const bytes = im.Conversation.encode(message).finish();
    const unpacked = Uint8Array.from([15 * 8, 1, 15 * 8, 172, 2]);
    expect((im.Conversation.decode(bytes) as typeof message).groupAtSequences).toEqual([1, 300, 4294967295]);
    expect((im.Conversation.decode(unpacked) as typeof message).groupAtSequences).toEqual([1, 300]);
  });
});
