import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adTarget, popAdDue, showsAd, usableAd } from '../ad-rules.ts';

describe('ad slots (docs/decisions.md "Ad slots")', () => {
  it('shows both slots to guests and to fans without the flags; each flag removes its own slot', () => {
    expect(showsAd('home_pop_ad', null)).toBe(true);
    expect(showsAd('live_play_ad', null)).toBe(true);
    expect(showsAd('home_pop_ad', { is_no_popad: 0, is_no_qrad: 0 })).toBe(true);
    expect(showsAd('home_pop_ad', { is_no_popad: 1, is_no_qrad: 0 })).toBe(false);
    expect(showsAd('live_play_ad', { is_no_popad: 1, is_no_qrad: 0 })).toBe(true);
    expect(showsAd('live_play_ad', { is_no_popad: 0, is_no_qrad: 1 })).toBe(false);
  });

  it('the pop-up is due once per server day', () => {
    expect(popAdDue(null, '2026-06-01')).toBe(true);
    expect(popAdDue('2026-06-01', '2026-06-01')).toBe(false);
    expect(popAdDue('2026-05-31', '2026-06-01')).toBe(true);
  });

  it('follows app paths and https addresses only', () => {
    expect(adTarget('/m/vip-plans')).toEqual({ inApp: '/vip-plans' });
    expect(adTarget('/m/activity/3?from=ad')).toEqual({ inApp: '/activity/3?from=ad' });
    expect(adTarget('https://brand.example/app')).toEqual({ external: 'https://brand.example/app' });
    for (const link of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'http://plain.example/',
      '//evil.example',
      '/m//evil.example',
      '/vip-plans',
      'data:text/html,x',
      '',
      42,
      null,
    ]) {
      expect(adTarget(link)).toBeNull();
    }
  });

  it('takes an ad only when every field is there', () => {
    const ad = { id: 1, title: '开通VIP', title_pt: 'Go VIP', image: '/static/pictures/ad-popup/1.svg', link: '/m/vip-plans' };
    expect(usableAd(ad)).toEqual(ad);
    expect(usableAd(null)).toBeNull();
    expect(usableAd({ ...ad, image: '' })).toBeNull();
    expect(usableAd({ ...ad, id: '1' })).toBeNull();
  });

  it('follows every link the server lets an operator set (schema/api/models/app-link.json), and both refuse the rest', () => {
    const { pattern } = JSON.parse(readFileSync(new URL('../../../../schema/api/models/app-link.json', import.meta.url), 'utf8')) as {
      pattern: string;
    };
    const accepted = new RegExp(pattern, 'u');
    const links = [
      '/m/vip-plans',
      '/m/live-detail/101?from=ad',
      '/m/',
      'https://example.com/',
      'https://example.com/a?b=c',
      '/m//evil.example',
      '/m/a\\b',
      'https:///path',
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/live',
      ' https://example.com',
      'https://exa mple.com',
      'HTTPS://example.com',
    ];
    // The server is the stricter: 'https:///path' is one the app would follow (the URL parser finds a host) but no operator sets.
    for (const link of links) expect({ link, followed: adTarget(link) !== null || !accepted.test(link) }).toEqual({ link, followed: true });
    const refused = links.filter((link) => !accepted.test(link) && link !== 'https:///path');
    expect(refused.filter((link) => adTarget(link) !== null)).toEqual([]);
  });
});
