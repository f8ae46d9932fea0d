import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const runtimeRoot = new URL('..', import.meta.url).pathname;

/**
 * Strings that may appear outside the catalogues, each for a reason: words of the spec's protocol, and names that are
 * the same in every language.
 */
const allowed: Record<string, string> = {
  登录超时: 'the server message the client recognises (spec 000 §8), never shown by us',
  登陆超时: 'the rejection reason of spec 000 §8, for callers, never shown',
  万: 'the unit of the spec 000 §9 display rule, used for cn only',
  中文: 'a language is named in itself in the language switch',
  Português: 'a language is named in itself in the language switch',
  VIP: 'the badge reads VIP in both languages',
  '[图片]': "the chat SDK's messageForShow of an image, Tencent's own; the screens say it in the fan's language",
  '[动画表情]': "the chat SDK's messageForShow of a face message, Tencent's own",
  '[位置]': "the chat SDK's messageForShow of a location message, Tencent's own",
  '[聊天记录]': "the chat SDK's messageForShow of a merged message, Tencent's own",
  '[语音]': "the chat SDK's messageForShow of a voice message, Tencent's own",
  '[视频]': "the chat SDK's messageForShow of a video message, Tencent's own",
  '[文件]': "the chat SDK's messageForShow of a file message, Tencent's own",
};

/** JSX attributes a person reads or hears. */
const readAttributes = new Set(['placeholder', 'title', 'alt', 'aria-label', 'label', 'hint', 'text']);

/** A catalogue: a messages file (`messages.ts`, `<part>-messages.ts`), or a file of a feature's `i18n/` folder (a catalogue split by language). */
const isMessages = (file: string) => /(^|\/)([a-z]+-)*messages\.ts$/.test(file) || /(^|\/)features\/[^/]+\/i18n\/[^/]+\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isMessages(relative(runtimeRoot, path)) ? [path] : [];
  });
}

/** Text a person would read: it has a letter, and it is not one of the allowed words. */
const readable = (text: string) => /\p{L}/u.test(text) && !allowed[text.trim()];
const chinese = (text: string) => /\p{Script=Han}/u.test(text);

function findHardCoded(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(
      `${relative(runtimeRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && readable(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      readAttributes.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      readable(node.initializer.text)
    )
      report(node, node.initializer.text);
    // Chinese in any other string is a label that escaped the catalogue.
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && chinese(node.text) && !allowed[node.text])
      report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('spec 000 §1 "Chinese labels, and Portuguese-Brazil": every user-facing string is in a catalogue', () => {
  const files = sourceFiles(runtimeRoot);

  it('scans the runtime', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no JSX text, readable attribute or Chinese string outside the catalogues', () => {
    expect(files.flatMap((file) => findHardCoded(file))).toEqual([]);
  });

  it('would catch one', () => {
    const find = (code: string) => findHardCoded(join(runtimeRoot, 'probe.tsx'), code).length;
    expect(find('const a = <p>Hello</p>;')).toBe(1);
    expect(find('const a = <input placeholder="Search" />;')).toBe(1);
    expect(find("const a = toast('登录成功');")).toBe(1);
    expect(find('const a = <p>{t("ok")} · </p>;')).toBe(0);
    expect(find('const a = <img alt="" />;')).toBe(0);
  });
});
