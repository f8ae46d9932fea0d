import { describe, expect, it } from 'vitest';
import { createOverlayQueue } from '../overlay-queue.ts';

describe('the overlay queue', () => {
  it('shows one overlay at a time, the first asked among equals, the next once it closes', () => {
    const queue = createOverlayQueue();
    const ad = queue.request('pop-ad');
    const otherAd = queue.request('pop-ad');
    expect(queue.current()).toBe(ad);
    queue.close(ad);
    expect(queue.current()).toBe(otherAd);
    queue.close(otherAd);
    expect(queue.current()).toBeNull();
  });

  it('gives the turn to the highest priority: confirm, benefit, pop-up ad, match notice, gift', () => {
    const queue = createOverlayQueue();
    const gift = queue.request('gift');
    const notice = queue.request('notice');
    const ad = queue.request('pop-ad');
    const benefit = queue.request('benefit');
    const confirm = queue.request('confirm');
    const order: (number | null)[] = [];
    for (const id of [confirm, benefit, ad, notice, gift]) {
      order.push(queue.current());
      queue.close(id);
    }
    expect(order).toEqual([confirm, benefit, ad, notice, gift]);
  });

  it('puts the launch ad before every pop-up the fan did not ask for, after a login, and holds it over a chat', () => {
    const queue = createOverlayQueue();
    const benefit = queue.request('benefit');
    const ad = queue.request('pop-ad');
    const launch = queue.request('launch-ad');
    expect(queue.current()).toBe(launch);
    const login = queue.request('confirm');
    expect(queue.current()).toBe(login);
    queue.close(login);
    expect(queue.current()).toBe(launch);
    const leave = queue.markBusy('chat-room');
    expect(queue.current()).toBeNull();
    leave();
    queue.close(launch);
    expect(queue.current()).toBe(benefit);
    queue.close(benefit);
    expect(queue.current()).toBe(ad);
  });

  it('hides the overlay on screen while a higher one is answered, then shows it again', () => {
    const queue = createOverlayQueue();
    const benefit = queue.request('benefit');
    const login = queue.request('confirm');
    expect(queue.current()).toBe(login);
    queue.close(login);
    expect(queue.current()).toBe(benefit);
  });

  it('holds every overlay the fan did not ask for while a screen is busy, not the login dialog nor confirms', () => {
    const queue = createOverlayQueue();
    const leaveRoom = queue.markBusy('chat-room');
    const benefit = queue.request('benefit');
    const notice = queue.request('notice');
    expect(queue.current()).toBeNull();
    expect(queue.busyReasons()).toEqual(['chat-room']);
    const login = queue.request('confirm');
    expect(queue.current()).toBe(login);
    queue.close(login);
    expect(queue.current()).toBeNull();
    leaveRoom();
    expect(queue.current()).toBe(benefit);
    queue.close(benefit);
    expect(queue.current()).toBe(notice);
  });

  it('stays busy until every busy screen has ended, and tells its listeners only when the turn changes', () => {
    const queue = createOverlayQueue();
    let calls = 0;
    queue.subscribe(() => calls++);
    const endRoom = queue.markBusy('chat-room');
    const endTyping = queue.markBusy('typing');
    const ad = queue.request('pop-ad');
    expect(calls).toBe(0);
    endTyping();
    expect(queue.current()).toBeNull();
    endRoom();
    expect(queue.current()).toBe(ad);
    expect(calls).toBe(1);
    // A request withdrawn before its turn never shows.
    const gift = queue.request('gift');
    queue.close(gift);
    expect(queue.current()).toBe(ad);
    expect(calls).toBe(1);
  });
});
