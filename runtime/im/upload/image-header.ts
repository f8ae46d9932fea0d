/**
 * The format and edges of an image, read from the first bytes of its file: the chat layer has no DOM to decode
 * pictures with (docs/architecture.md "House rules"), and the header is enough for an image message's width and height.
 */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

function jpegEdges(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  // Walk the segments to the first start-of-frame (C0-CF but C4, C8 and CC, which are tables).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

function webpEdges(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return undefined;
}

/** The header of a png, jpeg, gif, webp or bmp file; undefined for anything else or a truncated file. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found: Omit<ImageHeader, 'format'> | undefined;
  let format: ImageHeader['format'] | undefined;
  try {
    if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG')
      [format, found] = ['png', { width: view.getUint32(16), height: view.getUint32(20) }];
    else if (bytes[0] === 0xff && bytes[1] === 0xd8) [format, found] = ['jpeg', jpegEdges(bytes, view)];
    else if (ascii(bytes, 0, 4) === 'GIF8') [format, found] = ['gif', { width: view.getUint16(6, true), height: view.getUint16(8, true) }];
    else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') [format, found] = ['webp', webpEdges(bytes, view)];
    else if (ascii(bytes, 0, 2) === 'BM')
      [format, found] = ['bmp', { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) }];
  } catch {
    // A read past the end: a truncated header.
    return undefined;
  }
  return format && found && found.width > 0 && found.height > 0 ? { format, ...found } : undefined;
}
