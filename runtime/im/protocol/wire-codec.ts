/**
 * The protocol's encoder and decoder, driven by the tables that `npm run generate:im` writes from the .proto files
 * (generated/*.js). One small reader and writer serve every message type, where per-type generated code and
 * protobufjs/minimal cost the chat layer about 20 KB gzip. What it does is what that code did (docs/im-protocol.md
 * "The codec"): proto3 wire format, fields written in number order, packed repeated numbers, defaults left out and
 * read from the type's prototype, a oneof's `body` naming its field, strict UTF-8, truncated input throwing.
 */
import { Reader, depthLimit, outOfRange, readUtf8 } from './wire-reader.ts';
import { Writer } from './wire-writer.ts';

/** A field's kind in the tables: s string, u uint32, i int32 or enum, b bool, y bytes, d double, m message. */
type Kind = 's' | 'u' | 'i' | 'b' | 'y' | 'd' | 'm';

interface Field {
  name: string;
  id: number;
  kind: Kind;
  repeated: boolean;
  /** A oneof member: written whenever set, even to its default. */
  oneof: boolean;
  type?: MessageType;
}

/** A generated message type: `encode(value).finish()` and `decode(bytes)`, as protobufjs's static code offers. */
export interface MessageType {
  encode(value: object): { finish(): Uint8Array };
  decode(bytes: Uint8Array): object;
}

interface TypeState extends MessageType {
  fields: Field[];
  /** The fields by number, for reading. */
  byId: Field[];
  proto: object;
  repeated: string[];
}

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

function scalar(reader: Reader, kind: Kind): unknown {
  switch (kind) {
    case 's':
      return readUtf8(reader.take(reader.varint('size')));
    case 'y':
      return reader.take(reader.varint('size')).slice();
    case 'd': {
      const bytes = reader.take(8);
      return new DataView(bytes.buffer, bytes.byteOffset, 8).getFloat64(0, true);
    }
    case 'b':
      reader.varint();
      return reader.nonzero;
    case 'u':
      return reader.varint() >>> 0;
    default:
      return reader.varint() | 0;
  }
}

const wireTypeOf = (kind: Kind): number => (kind === 'd' ? 1 : kind === 's' || kind === 'y' || kind === 'm' ? 2 : 0);
const isDefault = (kind: Kind, value: unknown): boolean =>
  kind === 'y' ? (value as Uint8Array).length === 0 : value === (kind === 's' ? '' : kind === 'b' ? false : 0);

function writeScalar(writer: Writer, kind: Kind, value: unknown): void {
  if (kind === 's') writer.string(value as string);
  else if (kind === 'y') writer.bytes(value as Uint8Array);
  else if (kind === 'd') writer.double(value as number);
  else if (kind === 'b') writer.varint(value ? 1 : 0);
  else writer.varint(kind === 'u' ? (value as number) >>> 0 : (value as number) | 0);
}

function encodeInto(type: TypeState, value: Record<string, unknown>, writer: Writer, depth: number): void {
  if (depth > depthLimit) throw new Error('max depth exceeded');
  for (const field of type.fields) {
    const item = value[field.name];
    if (item == null) continue;
    const tag = field.id * 8;
    if (field.repeated) {
      const list = item as unknown[];
      if (!list.length) continue;
      if (field.kind === 's' || field.kind === 'y' || field.kind === 'm') {
        for (const element of list) {
          writer.varint(tag | 2);
          if (field.kind === 'm') writeMessage(writer, field.type as TypeState, element, depth);
          else writeScalar(writer, field.kind, element);
        }
      } else {
        // Packed, as proto3 writes repeated numbers.
        writer.varint(tag | 2);
        writer.ensure(1);
        const start = writer.pos++;
        for (const element of list) writeScalar(writer, field.kind, element);
        const end = writer.pos;
        writer.pos = start;
        writer.settle(start + 1, end);
      }
      continue;
    }
    if (!hasOwn(value, field.name)) continue;
    if (field.kind === 'm') {
      writer.varint(tag | 2);
      writeMessage(writer, field.type as TypeState, item, depth);
    } else if (field.oneof || !isDefault(field.kind, item)) {
      writer.varint(tag | wireTypeOf(field.kind));
      writeScalar(writer, field.kind, item);
    }
  }
}

function writeMessage(writer: Writer, type: TypeState, value: unknown, depth: number): void {
  writer.ensure(1);
  const start = writer.pos++;
  encodeInto(type, value as Record<string, unknown>, writer, depth + 1);
  const end = writer.pos;
  writer.pos = start;
  writer.settle(start + 1, end);
}

function decodeFrom(type: TypeState, reader: Reader, depth: number, target?: Record<string, unknown>): Record<string, unknown> {
  if (depth > depthLimit) throw new Error('max depth exceeded');
  const message = target ?? (Object.create(type.proto) as Record<string, unknown>);
  if (!target) for (const name of type.repeated) message[name] = [];
  while (reader.pos < reader.end) {
    const tag = reader.varint('tag');
    const wireType = tag & 7;
    const field = type.byId[tag >>> 3] as Field | undefined;
    const packed = field?.repeated && wireType === 2 && wireTypeOf(field.kind) !== 2;
    if (!field || (!packed && wireType !== wireTypeOf(field.kind))) {
      reader.skip(wireType, tag >>> 3, depth);
      continue;
    }
    if (field.kind === 'm') {
      const length = reader.varint('size');
      const end = reader.pos + length;
      const outer = reader.end;
      if (end > outer) throw outOfRange();
      reader.end = end;
      const list = message[field.name] as Record<string, unknown>[];
      const previous = field.repeated ? undefined : ((message[field.name] as Record<string, unknown> | null) ?? undefined);
      const decoded = decodeFrom(field.type as TypeState, reader, depth + 1, previous);
      reader.end = outer;
      if (field.repeated) list.push(decoded);
      else setField(type, message, field, decoded);
    } else if (packed) {
      const length = reader.varint('size');
      const end = reader.pos + length;
      const outer = reader.end;
      if (end > outer) throw outOfRange();
      reader.end = end;
      const list = message[field.name] as unknown[];
      while (reader.pos < end) list.push(scalar(reader, field.kind));
      reader.end = outer;
    } else if (field.repeated) (message[field.name] as unknown[]).push(scalar(reader, field.kind));
    else {
      const value = scalar(reader, field.kind);
      if (field.oneof || !isDefault(field.kind, value)) setField(type, message, field, value);
      else delete message[field.name];
    }
  }
  return message;
}

/** Sets a field; a oneof member clears the other members, so the last one read wins. */
function setField(type: TypeState, message: Record<string, unknown>, field: Field, value: unknown): void {
  if (field.oneof) for (const other of type.fields) if (other.oneof && other !== field) delete message[other.name];
  message[field.name] = value;
}

const defaults: Record<Kind, unknown> = { s: '', u: 0, i: 0, b: false, y: new Uint8Array(0), d: 0, m: null };

/**
 * Builds a package's message types from its table: each type a list of `name id kind [type]` entries separated by
 * `;`, the kind prefixed with `*` when repeated and `|` when a member of the type's oneof `body`.
 */
export function defineTypes<T>(table: Record<string, string>): T {
  const types: Record<string, TypeState> = {};
  for (const name of Object.keys(table)) {
    const state = {} as TypeState;
    state.encode = (value) => {
      const writer = new Writer();
      encodeInto(state, value as Record<string, unknown>, writer, 0);
      return writer;
    };
    state.decode = (bytes) => decodeFrom(state, new Reader(bytes), 0);
    types[name] = state;
  }
  for (const [name, spec] of Object.entries(table)) {
    const state = types[name];
    state.fields = spec.split(';').map((entry) => {
      const [fieldName, id, kind, typeName] = entry.split(' ');
      const bare = kind.replace(/[*|]/g, '') as Kind;
      return {
        name: fieldName,
        id: Number(id),
        kind: bare,
        repeated: kind.includes('*'),
        oneof: kind.includes('|'),
        type: typeName ? types[typeName] : undefined,
      };
    });
    state.byId = Array.from({ length: Math.max(...state.fields.map((field) => field.id)) + 1 });
    for (const field of state.fields) state.byId[field.id] = field;
    state.repeated = state.fields.filter((field) => field.repeated).map((field) => field.name);
    const proto: Record<string, unknown> = {};
    for (const field of state.fields) if (!field.repeated) proto[field.name] = field.oneof ? null : defaults[field.kind];
    const oneof = state.fields.filter((field) => field.oneof).map((field) => field.name);
    if (oneof.length)
      Object.defineProperty(proto, 'body', {
        get(this: Record<string, unknown>) {
          return oneof.find((member) => hasOwn(this, member) && this[member] != null);
        },
      });
    state.proto = proto;
  }
  return types as T;
}
