import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../manifest/did-you-mean.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('theme', 'theme')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('scroe', 'score')).toBe(1);
    expect(editDistance('bsae', 'base')).toBe(1);
  });
});

describe('didYouMean', () => {
  const topLevelKeys = ['brand', 'siteName', 'spSource', 'sources', 'theme', 'assets', 'menu', 'locales', 'rootRedirect'];
  const features = ['headline', 'live', 'score', 'video', 'database', 'data-model', 'user-center', 'chat'];

  it('suggests the key an operator most likely meant', () => {
    expect(didYouMean('thme', topLevelKeys)).toBe('theme');
    expect(didYouMean('primry', ['primary', 'onPrimary', 'defaultMode'])).toBe('primary');
    expect(didYouMean('sp_source', topLevelKeys)).toBe('spSource');
  });

  it('suggests enum values, including separators typed wrong', () => {
    expect(didYouMean('socre', features)).toBe('score');
    expect(didYouMean('pt_br', ['cn', 'pt-br'])).toBe('pt-br');
    expect(didYouMean('anchor', ['auto', 'anchors', 'clips', 'db'])).toBe('anchors');
  });

  it('ignores case, but returns the candidate as written', () => {
    expect(didYouMean('SiteName', topLevelKeys)).toBe('siteName');
    expect(didYouMean('Theme', topLevelKeys)).toBe('theme');
  });

  it('picks the closest of several near candidates', () => {
    expect(didYouMean('live', ['lives', 'live'])).toBe('live');
    expect(didYouMean('data-modle', features)).toBe('data-model');
  });

  it('suggests nothing for a far-off word', () => {
    // A wrong suggestion is worse than none: it sends the operator to the wrong key.
    expect(didYouMean('banana', topLevelKeys)).toBeUndefined();
    expect(didYouMean('colour', topLevelKeys)).toBeUndefined();
  });

  it('allows fewer typos in short words', () => {
    // "ab" -> "cd" is two edits: everything, for a two-letter word.
    expect(didYouMean('ab', ['cd'])).toBeUndefined();
    expect(didYouMean('db', ['auto', 'anchors', 'clips', 'db'])).toBe('db');
  });

  it('caps the allowed distance for long words', () => {
    // 13 letters would allow 4 edits at one per three characters; the cap keeps it at 3.
    expect(didYouMean('userxxxcentre', ['user-center'])).toBeUndefined();
    expect(didYouMean('userxxcentre', ['user-center'])).toBe('user-center');
    expect(didYouMean('user_centre', ['user-center'])).toBe('user-center');
  });

  it('suggests nothing without candidates', () => {
    expect(didYouMean('theme', [])).toBeUndefined();
  });
});
