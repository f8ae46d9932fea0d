import { describe, expect, it } from 'vitest';
import { playAllowance } from '../play-time.ts';

const config = { room_video_play_sec: 600, room_video_play_flogin_sec: 120 };

describe('spec 000 §6: room play time differs for guests (room_video_play_flogin_sec) and users (room_video_play_sec)', () => {
  it('a guest has room_video_play_flogin_sec, then the allowance is used up', () => {
    expect(playAllowance({ loggedIn: false, vip: false, config, watchedSec: 20 })).toEqual({
      limited: true,
      audience: 'guest',
      limitSec: 120,
      remainingSec: 100,
      exhausted: false,
    });
    expect(playAllowance({ loggedIn: false, vip: false, config, watchedSec: 120 })).toMatchObject({ remainingSec: 0, exhausted: true });
    expect(playAllowance({ loggedIn: false, vip: false, config, watchedSec: 500 })).toMatchObject({ remainingSec: 0, exhausted: true });
  });

  it('a logged-in user has room_video_play_sec', () => {
    expect(playAllowance({ loggedIn: true, vip: false, config, watchedSec: 120 })).toMatchObject({
      audience: 'user',
      limitSec: 600,
      remainingSec: 480,
      exhausted: false,
    });
    expect(playAllowance({ loggedIn: true, vip: false, config, watchedSec: 600 })).toMatchObject({ audience: 'user', exhausted: true });
  });

  it('VIP users are not limited (a VIP flag means nothing to a guest)', () => {
    expect(playAllowance({ loggedIn: true, vip: true, config, watchedSec: 10_000 })).toEqual({ limited: false });
    expect(playAllowance({ loggedIn: false, vip: true, config, watchedSec: 120 })).toMatchObject({ exhausted: true });
  });

  it('no config yet, or a limit of 0 or not a number, means no limit', () => {
    expect(playAllowance({ loggedIn: false, vip: false, config: null, watchedSec: 10_000 })).toEqual({ limited: false });
    expect(
      playAllowance({ loggedIn: false, vip: false, config: { ...config, room_video_play_flogin_sec: 0 }, watchedSec: 10_000 }),
    ).toEqual({ limited: false });
    expect(playAllowance({ loggedIn: true, vip: false, config: { room_video_play_sec: Number.NaN }, watchedSec: 10_000 })).toEqual({
      limited: false,
    });
  });
});
