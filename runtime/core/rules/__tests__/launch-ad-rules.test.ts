import { describe, expect, it } from 'vitest';
import { launchAdDayKey, launchAdDue, launchAdShows, type LaunchAdFacts } from '../launch-ad-rules.ts';

const due: LaunchAdFacts = {
  standalone: true,
  navigation: 'navigate',
  onLandingPage: true,
  hasAd: true,
  spared: false,
  lastShownDay: '2026-06-10',
  today: '2026-06-11',
  picture: 'loaded',
  movedOn: false,
};

describe('the launch ad of the installed app', () => {
  it('shows at the cold start of the installed app onto a landing page, once its picture is in', () => {
    expect(launchAdShows(due)).toBe(true);
    expect(launchAdShows({ ...due, lastShownDay: null })).toBe(true);
  });

  it('never shows in a browser tab', () => {
    expect(launchAdDue({ ...due, standalone: false })).toBe(false);
    expect(launchAdShows({ ...due, standalone: false })).toBe(false);
  });

  it('shows at most once per server day on a device', () => {
    expect(launchAdShows({ ...due, lastShownDay: '2026-06-11' })).toBe(false);
    expect(launchAdShows({ ...due, lastShownDay: '2026-06-11', today: '2026-06-12' })).toBe(true);
  });

  it('shows nothing when the slot is empty or the fan is spared pop-up ads', () => {
    expect(launchAdDue({ ...due, hasAd: false })).toBe(false);
    expect(launchAdDue({ ...due, spared: true })).toBe(false);
  });

  it('shows nothing while the picture loads, and nothing at all when it fails', () => {
    expect(launchAdDue(due)).toBe(true);
    expect(launchAdShows({ ...due, picture: 'loading' })).toBe(false);
    expect(launchAdShows({ ...due, picture: 'failed' })).toBe(false);
  });

  it('is a cold start only: not after a reload or a step back, not on a chat or login opened by a link, not once the fan has moved on', () => {
    expect(launchAdDue({ ...due, navigation: 'reload' })).toBe(false);
    expect(launchAdDue({ ...due, navigation: 'back_forward' })).toBe(false);
    expect(launchAdDue({ ...due, onLandingPage: false })).toBe(false);
    expect(launchAdShows({ ...due, movedOn: true })).toBe(false);
  });

  it('keeps its day per site', () => {
    expect(launchAdDayKey('qutu')).toBe('sideline-qutu-launch-ad-day');
    expect(launchAdDayKey('kqb')).not.toBe(launchAdDayKey('qutu'));
  });
});
