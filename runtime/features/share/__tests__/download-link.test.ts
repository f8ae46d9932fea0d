import { describe, expect, it } from 'vitest';
import { downloadLink } from '../lib/download-link.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const both = { android: 'https://dl.example.com/app.apk', ios: 'https://apps.apple.com/app/id1' };

describe('the download link of the share pages (manifest share.download)', () => {
  it('gives an iPhone the App Store link and never the Android package', () => {
    expect(downloadLink(both, iphone)).toBe(both.ios);
    expect(downloadLink({ android: both.android, ios: '' }, iphone)).toBeNull();
  });

  it('gives Android and other systems the Android link, or the App Store one when that is all there is', () => {
    expect(downloadLink(both, android)).toBe(both.android);
    expect(downloadLink(both, desktop)).toBe(both.android);
    expect(downloadLink({ android: '', ios: both.ios }, desktop)).toBe(both.ios);
  });

  it('gives nothing when the brand has no links', () => {
    expect(downloadLink({ android: '', ios: '' }, android)).toBeNull();
    expect(downloadLink({ android: '', ios: '' }, iphone)).toBeNull();
  });
});
