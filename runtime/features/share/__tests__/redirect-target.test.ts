import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../lib/redirect-target.ts';

describe('spec 000 §2 "/pp/talk redirects to a supplied url parameter": only absolute http(s) addresses', () => {
  it('accepts absolute http and https addresses, as the parser writes them', () => {
    expect(redirectTarget('https://example.org/path?q=1#top')).toBe('https://example.org/path?q=1#top');
    expect(redirectTarget('http://example.org')).toBe('http://example.org/');
    expect(redirectTarget('HTTPS://Example.ORG/A')).toBe('https://example.org/A');
    expect(redirectTarget('https://example.org/search?q=a b')).toBe('https://example.org/search?q=a%20b');
  });

  it('cuts whitespace and control characters around a pasted address', () => {
    expect(redirectTarget('  https://example.org/x \n')).toBe('https://example.org/x');
    expect(redirectTarget('\u0000\thttps://example.org/\u001f')).toBe('https://example.org/');
  });

  it('refuses script and data schemes in any case and with any padding', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(redirectTarget(url), url).toBeNull();
    }
  });

  it('refuses other schemes, relative and scheme-relative addresses', () => {
    for (const url of [
      '//evil.example/x',
      '/m/score',
      'score',
      '?url=x',
      'ftp://example.org/',
      'file:///etc/passwd',
      'mailto:a@example.org',
      'https:example.org',
      'https:/example.org',
      'https://',
      'http://[bad',
      'blob:https://example.org/1',
    ]) {
      expect(redirectTarget(url), url).toBeNull();
    }
  });

  it('refuses control characters inside the address, which the parser would silently drop', () => {
    expect(redirectTarget('https://exa\nmple.org/')).toBeNull();
    expect(redirectTarget('ht\ttps://example.org/')).toBeNull();
    expect(redirectTarget('https://example.org/\u0000x')).toBeNull();
    expect(redirectTarget('https://example.org/\u007fx')).toBeNull();
  });

  it('refuses a missing or empty parameter', () => {
    expect(redirectTarget(null)).toBeNull();
    expect(redirectTarget(undefined)).toBeNull();
    expect(redirectTarget('')).toBeNull();
    expect(redirectTarget('   ')).toBeNull();
  });
});
