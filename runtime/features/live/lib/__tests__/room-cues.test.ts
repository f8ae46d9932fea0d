import { describe, expect, it, vi } from 'vitest';
import { createCueChannel, cueOfMessage } from '../room-cues.ts';
import type { RoomMessageInput } from '../room-lines.ts';

const custom = (data: unknown, from = 'administrator'): RoomMessageInput => ({
  type: 'TIMCustomElem',
  payload: { data: JSON.stringify(data) },
  nick: '',
  from,
  to: 'live_101',
  random: 7,
  flow: 'in',
});
const gift = {
  type: 'GiftAnimation',
  uid: '5',
  nick_name: '<b>大哥</b>',
  gift_id: 6,
  gift_name: '皇冠',
  gift_name_en: 'Crown',
  icon: '/static/gifts/6.svg',
  count: 1,
  send_id: 42,
};

describe('room cues: what plays over the player', () => {
  it('GiftAnimation is a gift cue named by its send, so the sender sees it once', () => {
    expect(cueOfMessage(custom(gift))).toEqual({
      kind: 'gift',
      key: 'send-42',
      nick: '<b>大哥</b>',
      gift: '皇冠',
      giftEn: 'Crown',
      icon: '/static/gifts/6.svg',
      count: 1,
    });
    // Without a send id (an older server) the message's own key names it.
    expect(cueOfMessage(custom({ ...gift, send_id: undefined }))?.key).toBe('administrator-live_101-7');
  });

  it('reads fields defensively: a foreign icon is dropped, an odd count is 1, no gift name is no cue', () => {
    expect(cueOfMessage(custom({ ...gift, icon: 'https://evil.example/x.svg', count: 'lots' }))).toMatchObject({ icon: '', count: 1 });
    expect(cueOfMessage(custom({ ...gift, gift_name: '' }))).toBeNull();
  });

  it('only the system sender makes cues: a fan cannot fake a gift or a banner', () => {
    expect(cueOfMessage(custom(gift, '12345'))).toBeNull();
    expect(cueOfMessage({ ...custom(gift), type: 'TIMTextElem' })).toBeNull();
  });

  it('OtherRoomPackageNotify is a banner cue with the room to link to; without a room it is nothing', () => {
    const notice = {
      type: 'OtherRoomPackageNotify',
      nick_name: 'Ana',
      liveid: 101,
      anchorid: 1,
      anchor_nick_name: '主播甲',
      gift_name: '皇冠',
      gift_name_en: 'Crown',
      count: 1,
      amount: 20000,
    };
    expect(cueOfMessage(custom(notice))).toEqual({
      kind: 'otherRoom',
      key: 'administrator-live_101-7',
      nick: 'Ana',
      anchorNick: '主播甲',
      anchorId: 1,
      liveId: 101,
      gift: '皇冠',
      giftEn: 'Crown',
      count: 1,
    });
    expect(cueOfMessage(custom({ ...notice, anchorid: 0 }))).toBeNull();
    expect(cueOfMessage(custom({ type: 'RoomMessage', nick_name: 'x', content: 'y' }))).toBeNull();
  });

  it('the channel hands cues to every listener until it unsubscribes', () => {
    const channel = createCueChannel();
    const listener = vi.fn();
    const off = channel.on(listener);
    channel.emit([]);
    off();
    channel.emit([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
