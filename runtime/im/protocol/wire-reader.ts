/** The reader of wire-codec.ts: varints as protobufjs's reader bounded them, strict UTF-8, unknown fields skipped. */

export const depthLimit = 100;
export const outOfRange = (): RangeError => new RangeError('index out of range');

export class Reader {
  pos = 0;
  constructor(
    readonly buf: Uint8Array,
    public end = buf.length,
  ) {}

  /** Whether the last varint had any bit set (a bool reads true from any of its ten bytes, as protobufjs's did). */
  nonzero = false;

  /**
   * A varint's low 32 bits, unsigned (the protocol has no 64-bit field; a sign-extended int32 reads back with `| 0`).
   * A tag may take five bytes and 32 bits, a length five bytes and 31 bits, a value ten bytes.
   */
  varint(limit: 'tag' | 'size' | 'value' = 'value'): number {
    let value = 0;
    this.nonzero = false;
    for (let index = 0; index < 10; index++) {
      if (this.pos >= this.end) throw outOfRange();
      const byte = this.buf[this.pos++];
      if (byte & 127) this.nonzero = true;
      if (index === 4 && limit !== 'value' && byte > (limit === 'tag' ? 15 : 7)) throw new Error(`invalid ${limit} encoding`);
      if (index < 5) value |= (byte & 127) << (index * 7);
      if (byte < 128) return value >>> 0;
    }
    throw new Error('invalid varint encoding');
  }

  take(length: number): Uint8Array {
    const start = this.pos;
    if (start + length > this.end) throw outOfRange();
    this.pos += length;
    return this.buf.subarray(start, this.pos);
  }

  /** Skips an unknown field (a group as well, as protobufjs did); field number 0 and a stray end of group throw. */
  skip(wireType: number, field: number, depth: number): void {
    if (depth > depthLimit) throw new Error('max depth exceeded');
    if (!field) throw new Error('illegal tag: field number 0');
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.take(8);
    else if (wireType === 2) this.take(this.varint('size'));
    else if (wireType === 5) this.take(4);
    else if (wireType === 3)
      for (;;) {
        const tag = this.varint('tag');
        if (!(tag >>> 3)) throw new Error('illegal tag: field number 0');
        if ((tag & 7) === 4) {
          if (tag >>> 3 !== field) throw new Error('invalid end group tag');
          break;
        }
        this.skip(tag & 7, tag >>> 3, depth + 1);
      }
    else throw new Error(`invalid wire type ${wireType} at offset ${this.pos}`);
  }
}

/** The smallest code point each length of sequence may carry: a smaller one is an overlong form. */
const shortestOf = [0, 128, 2048, 65536];

/**
 * Strict UTF-8 (the chat layer's typings have no TextDecoder: docs/architecture.md "House rules"): an overlong form,
 * a surrogate, a code point past U+10FFFF or a cut sequence throws, as protobufjs's verifying reader did.
 */
export function readUtf8(bytes: Uint8Array): string {
  const units: number[] = [];
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i++];
    let code = lead;
    if (lead >= 128) {
      const extra = lead >= 240 ? 3 : lead >= 224 ? 2 : lead >= 194 ? 1 : 0;
      if (!extra || lead > 244 || i + extra > bytes.length) throw new Error('invalid utf8');
      code = lead & (63 >> extra);
      for (let k = 0; k < extra; k++) {
        const next = bytes[i++];
        if ((next & 192) !== 128) throw new Error('invalid utf8');
        code = (code << 6) | (next & 63);
      }
      if (code < shortestOf[extra] || (code >= 0xd800 && code < 0xe000) || code > 0x10ffff) throw new Error('invalid utf8');
    }
    if (code >= 0x10000) units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 1023));
    else units.push(code);
    // Long texts go out in slices, under the engines' limit on a call's arguments.
    if (units.length > 8000) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}
