import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { segmentsOf } from './json-pointer.ts';

/** A parsed manifest file that can say on which line any JSON pointer sits. */
export interface SourceFile {
  /** Path relative to the project root, as shown to operators. */
  file: string;
  text: string;
  value: unknown;
  /** Line and column (1-based) of the value at the pointer, or of its nearest existing parent. */
  locate(pointer: string, options?: { key?: boolean }): { line: number; column: number };
}

export interface SyntaxProblem {
  message: string;
  line: number;
  column: number;
}

export type ParseResult = { ok: true; source: SourceFile } | { ok: false; problem: SyntaxProblem };

const syntaxHints: Record<string, string> = {
  CommaExpected: 'expected a comma between values',
  ColonExpected: 'expected a colon after the key',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  CloseBraceExpected: 'expected }',
  CloseBracketExpected: 'expected ]',
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidSymbol: 'unexpected character',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string',
};

/** Parses strict JSON (no comments, no trailing commas) and keeps positions for error messages. */
export function parseSource(file: string, text: string): ParseResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = computeLineStarts(text);
  const position = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  if (errors.length > 0 || root === undefined) {
    if (text.trim() === '')
      return { ok: false, problem: { message: 'invalid JSON: the file is empty; a manifest is a JSON object { ... }', ...position(0) } };
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    const offset = first?.offset ?? 0;
    // The parser stops at the token after the mistake; operators fix the comma on the line before.
    const previous = lastTokenBefore(text, offset);
    if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && text[previous] === ',' && /[}\]]/.test(text[offset] ?? '')) {
      return { ok: false, problem: { message: `invalid JSON: trailing comma before ${text[offset]}`, ...position(previous) } };
    }
    if (code === 'CommaExpected' && previous >= 0) {
      return { ok: false, problem: { message: 'invalid JSON: missing comma after this value', ...position(previous + 1) } };
    }
    return { ok: false, problem: { message: `invalid JSON: ${syntaxHints[code] ?? code}`, ...position(offset) } };
  }
  const locate = (pointer: string, options: { key?: boolean } = {}) => {
    let segments = segmentsOf(pointer);
    while (segments.length > 0) {
      const node = nodeAt(root, segments);
      if (node) return position(nodeOffset(node, options.key === true));
      segments = segments.slice(0, -1);
    }
    return position(root.offset);
  };
  return { ok: true, source: { file, text, value: getNodeValue(root), locate } };
}

/** Offset of the last non-blank character before `offset`, or -1. */
function lastTokenBefore(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

/**
 * The node at a pointer's segments. Unlike jsonc-parser's findNodeAtLocation, a digit segment is an index
 * only in an array: in an object it is a key (avatars.byId uses numeric ids as keys).
 */
function nodeAt(root: Node, segments: readonly string[]): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of segments) {
    if (node?.type === 'object') {
      node = node.children?.find((property) => property.children?.[0]?.value === segment)?.children?.[1];
    } else if (node?.type === 'array' && /^\d+$/.test(segment)) {
      node = node.children?.[Number(segment)];
    } else {
      return undefined;
    }
  }
  return node;
}

/** The key of an object property when asked for, otherwise the value. */
function nodeOffset(node: Node, key: boolean): number {
  const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return key && keyNode ? keyNode.offset : node.offset;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
