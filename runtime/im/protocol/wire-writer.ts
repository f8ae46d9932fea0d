/** The writer of wire-codec.ts: varints, length-delimited strings and bytes, doubles, into one growing buffer. */

export class Writer {
  buf = new Uint8Array(256);
  pos = 0;

  ensure(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.pos + bytes));
    grown.set(this.buf);
    this.buf = grown;
  }

  varint(value: number): void {
    this.ensure(10);
    // A negative int32 is sign-extended to ten bytes, as protoc writes it.
    let low = value >>> 0;
    let high = value < 0 ? 0xffffffff : Math.floor(value / 4294967296) >>> 0;
    while (high || low > 127) {
      this.buf[this.pos++] = (low & 127) | 128;
      low = ((low >>> 7) | (high << 25)) >>> 0;
      high >>>= 7;
    }
    this.buf[this.pos++] = low;
  }

  bytes(value: Uint8Array): void {
    this.varint(value.length);
    this.ensure(value.length);
    this.buf.set(value, this.pos);
    this.pos += value.length;
  }

  string(value: string): void {
    // At most three bytes a UTF-16 unit; the length is written once the text is, and moved when it needs more room.
    this.ensure(value.length * 3 + 5);
    const start = this.pos;
    this.pos += 1;
    const end = this.utf8(value);
    this.pos = start;
    this.settle(start + 1, end);
  }

  /** Writes a string's UTF-8 at pos; returns where it ends. Lone surrogates become U+FFFD, as TextEncoder does. */
  utf8(value: string): number {
    const buf = this.buf;
    let at = this.pos;
    for (let i = 0; i < value.length; i++) {
      let code = value.charCodeAt(i);
      if (code < 128) buf[at++] = code;
      else if (code < 2048) {
        buf[at++] = (code >> 6) | 192;
        buf[at++] = (code & 63) | 128;
      } else {
        if (code >= 0xd800 && code < 0xe000) {
          const next = value.charCodeAt(i + 1);
          if (code < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
            code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
            i++;
            buf[at++] = (code >> 18) | 240;
            buf[at++] = ((code >> 12) & 63) | 128;
          } else code = 0xfffd;
        }
        if (code < 0x10000) buf[at++] = (code >> 12) | 224;
        buf[at++] = ((code >> 6) & 63) | 128;
        buf[at++] = (code & 63) | 128;
      }
    }
    return at;
  }

  /** The bytes from `from` to `end` were written after one byte left for their length: writes it, moving them if needed. */
  settle(from: number, end: number): void {
    const length = end - from;
    let size = 1;
    while (length >= 128 ** size) size++;
    if (size > 1) {
      this.ensure(end - this.pos + size);
      this.buf.copyWithin(from + size - 1, from, end);
    }
    this.varint(length);
    this.pos += length;
  }

  double(value: number): void {
    this.ensure(8);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, 8).setFloat64(0, value, true);
    this.pos += 8;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}
