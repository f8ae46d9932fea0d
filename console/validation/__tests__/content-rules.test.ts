import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appLinkPattern, contentBody, contentLimits, contentProblems, pictureAddressPattern, type ContentDraft } from '../content-rules.ts';

const schemaPattern = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../../schema/api/models/${name}.json`, import.meta.url), 'utf8')) as { pattern: string }).pattern;

const banner: ContentDraft = {
  title: '欧冠决赛',
  titlePt: 'Final',
  image: '/storage/files/1-ab.png',
  link: '/m/live',
  sort: '0',
  publishAt: '',
  endAt: '',
};

// One rule on both sides: the console checks what the server's schemas and domain check, in the same words.
describe("the console's content rules", () => {
  it('are the schemas’ link and picture patterns and the server’s lengths', () => {
    const samples = [
      '/m/vip-plans',
      '/m//evil.example',
      '/m/a\\b',
      'https://example.com/x?y=z',
      'http://example.com',
      'javascript:alert(1)',
      '/static/logos/league/1.svg',
      '/storage/files/ops-ab12.png',
      '/storage/files/../x',
      'https://cdn.example.com/a.png',
      'data:image/png;base64,AA',
      '<svg>',
    ];
    const schema = (name: string) => new RegExp(schemaPattern(name), 'u');
    for (const sample of samples) {
      expect({ sample, link: appLinkPattern.test(sample) }).toEqual({ sample, link: schema('app-link').test(sample) });
      expect({ sample, picture: pictureAddressPattern.test(sample) }).toEqual({ sample, picture: schema('picture-address').test(sample) });
    }
    // The server's lengths (server/domain/site/site-content.ts; its API test refuses 41 characters in these words).
    expect(contentLimits).toEqual({ banner: { title: 40, titlePt: 60 }, announcement: { title: 100, titlePt: 160 } });
  });

  it('takes a banner with a picture and a link of the app, and refuses script, data and other schemes', () => {
    expect(contentProblems('banner', banner)).toEqual({});
    expect(contentProblems('banner', { ...banner, link: 'javascript:alert(1)' }).link?.key).toBe('validation.linkInvalid');
    expect(contentProblems('banner', { ...banner, link: 'http://example.com' }).link?.key).toBe('validation.linkInvalid');
    expect(contentProblems('banner', { ...banner, link: '//evil.example' }).link?.key).toBe('validation.linkInvalid');
    expect(contentProblems('banner', { ...banner, link: 'https://example.com/a' }).link).toBeUndefined();
    expect(contentProblems('banner', { ...banner, image: 'data:image/png;base64,AA' }).image?.key).toBe('validation.imageInvalid');
    expect(contentProblems('banner', { ...banner, image: '' }).image?.key).toBe('validation.imageRequired');
  });

  it('counts titles in characters, per kind, and wants the end after the start', () => {
    expect(contentProblems('banner', { ...banner, title: '长'.repeat(41) }).title).toEqual({
      key: 'validation.titleLength',
      values: { max: 40 },
    });
    expect(contentProblems('announcement', { ...banner, title: '长'.repeat(41), image: '', link: '' })).toEqual({});
    expect(contentProblems('banner', { ...banner, title: '  ' }).title?.key).toBe('validation.titleLength');
    expect(contentProblems('banner', { ...banner, publishAt: '2026-06-01T20:00', endAt: '2026-06-01T19:00' }).endAt?.key).toBe(
      'validation.endBeforeStart',
    );
    expect(contentProblems('banner', { ...banner, sort: '-1' }).sort?.key).toBe('validation.sortInvalid');
  });

  it('sends an announcement without picture or link, and times as instants', () => {
    const body = contentBody('announcement', { ...banner, title: ' 公告 ', publishAt: '2026-06-01T20:00:00Z' });
    expect(body).toEqual({ title: '公告', titlePt: 'Final', sort: 0, publishAt: '2026-06-01T20:00:00.000Z', endAt: null });
  });
});
