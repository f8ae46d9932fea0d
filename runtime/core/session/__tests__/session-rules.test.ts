import { describe, expect, it, vi } from 'vitest';
import { createLoginPrompt } from '../login-prompt.ts';
import { afterLoginTarget, backurlOnEnter, chatLoginErrorAction, guestNeedsRefresh, isAccountPath } from '../session-rules.ts';

const texts = () => ({
  loading: '加载中...',
  loginTitle: '您还未登录',
  loginMessage: '请登录使用完整功能',
  confirm: '确定',
  cancel: '取消',
});

describe('spec 000 §4: "Guest session refreshes when expire_time has passed."', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it.each([
    ['no guest yet', null, true],
    ['expire_time in the future', { userid: 'guest_a', txim_sign: 's', expire_time: now / 1000 + 60 }, false],
    ['expire_time now', { userid: 'guest_a', txim_sign: 's', expire_time: now / 1000 }, true],
    ['expire_time passed', { userid: 'guest_a', txim_sign: 's', expire_time: now / 1000 - 1 }, true],
  ])('%s', (_name, guest, refresh) => {
    expect(guestNeedsRefresh(guest, now)).toBe(refresh);
  });
});

describe('spec 000 §4: "Login success ... goes to /m/ if already on a mobile path, else home with reload" (§2: backurl)', () => {
  it.each([
    ['on a mobile path, no backurl: /m/', '', '/m/login', { navigate: '/' }],
    ['on a mobile path, backurl saved: back to it', '/m/live-detail/3?tab=chat', '/m/login', { navigate: '/live-detail/3?tab=chat' }],
    ['not on a mobile path: home with reload', '', '/pc/login', { reload: '/' }],
    ['not on a mobile path, backurl saved: reload it', '/m/score', '/login', { reload: '/m/score' }],
    ['a backurl outside the app is not followed', '//evil.example/m/', '/m/login', { navigate: '/' }],
    ['a backurl to the login screen is not followed', '/m/login?x=1', '/m/login', { navigate: '/' }],
  ])('%s', (_name, backurl, pathname, target) => {
    expect(afterLoginTarget(backurl, pathname)).toEqual(target);
  });
});

describe('the account screens, where a saved backurl is kept', () => {
  it.each([
    ['/login', true],
    ['/m/register?x=1', true],
    ['/forget-password', true],
    ['/m/score', false],
    ['/user-center', false],
  ])('%s: %s', (path, account) => {
    expect(isAccountPath(path)).toBe(account);
  });
});

describe('spec 000 §4: "Chat login error 2025 is ignored; other errors fetch new guest info."', () => {
  it.each([
    [2025, 'ignore'],
    [2024, 'refresh-guest'],
    [70001, 'refresh-guest'],
  ])('%i: %s', (code, action) => {
    expect(chatLoginErrorAction(code)).toBe(action);
  });
});

describe('spec 000 §8 and §6: the login prompt', () => {
  function setup(answer: () => Promise<boolean>) {
    const confirm = vi.fn(answer);
    const goToLogin = vi.fn();
    const prompt = createLoginPrompt({ ui: { confirm }, texts, currentPath: () => '/m/score?tab=hot', goToLogin });
    return { confirm, goToLogin, prompt };
  }

  it('"a confirm dialog titled 您还未登录 with message 请登录使用完整功能 ... and buttons 确定 and 取消"; "Confirm saves backurl and goes to /login"', async () => {
    const { confirm, goToLogin, prompt } = setup(() => Promise.resolve(true));
    prompt.open();
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledWith('/m/score?tab=hot'));
    expect(confirm).toHaveBeenCalledWith({ title: '您还未登录', message: '请登录使用完整功能', confirmText: '确定', cancelText: '取消' });
  });

  it('"cancel runs the caller\'s callback"', async () => {
    const { goToLogin, prompt } = setup(() => Promise.resolve(false));
    const onCancel = vi.fn();
    prompt.open(onCancel);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('"Only one dialog at a time": a burst asks once; after the answer it can ask again', async () => {
    let answer: (confirmed: boolean) => void = () => undefined;
    const { confirm, prompt } = setup(() => new Promise((resolve) => (answer = resolve)));
    prompt.open();
    prompt.open();
    prompt.open();
    expect(confirm).toHaveBeenCalledOnce();
    expect(prompt.isOpen).toBe(true);
    answer(false);
    await vi.waitFor(() => expect(prompt.isOpen).toBe(false));
    prompt.open();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});

describe('the backurl follows the fan to the account screens and back (spec 000 §2)', () => {
  it('entering sign-in or sign-up from a page saves that page with its query', () => {
    expect(backurlOnEnter('/login', '', '/m/user-center')).toBe('/m/user-center');
    expect(backurlOnEnter('/register', '', '/m/c2c-chatroom/33?from=profile')).toBe('/m/c2c-chatroom/33?from=profile');
  });

  it("keeps the login prompt's backurl, and keeps it from sign-in to sign-up", () => {
    expect(backurlOnEnter('/login', '/m/live-detail/4', '/m/score')).toBe('/m/live-detail/4');
    expect(backurlOnEnter('/register', '/m/user-center', '/m/user-center')).toBe('/m/user-center');
  });

  it('drops it when the fan leaves the account screens without signing in, and saves nothing without a page before', () => {
    expect(backurlOnEnter('/score', '/m/user-center', '/m/user-center')).toBe('');
    expect(backurlOnEnter('/login', '', '')).toBe('');
  });

  it('a saved backurl brings the fan back to it after signing in or up', () => {
    const saved = backurlOnEnter('/register', '', '/m/user-center');
    expect(afterLoginTarget(saved, '/m/register')).toEqual({ navigate: '/user-center' });
  });
});
