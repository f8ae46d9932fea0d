/** Builds and splits JSON pointers (RFC 6901). */
export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Reads the value at a pointer, or undefined when the path does not exist. */
export function valueAt(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of segmentsOf(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
