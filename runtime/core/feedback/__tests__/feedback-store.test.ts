import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, confirmDialog, feedbackUi, showToast, toastMs, useFeedback } from '../feedback-store.ts';

afterEach(() => vi.useRealTimers());

describe('what the app shows over every page', () => {
  it('a toast stays for 2 s; a newer one replaces it', () => {
    vi.useFakeTimers();
    showToast('账号或密码错误');
    expect(useFeedback.getState().toast?.text).toBe('账号或密码错误');
    vi.advanceTimersByTime(toastMs - 1);
    showToast('验证码已发送');
    expect(useFeedback.getState().toast?.text).toBe('验证码已发送');
    vi.advanceTimersByTime(toastMs);
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('an empty message shows nothing', () => {
    showToast('');
    expect(useFeedback.getState().toast).toBeNull();
  });

  it('the loading toast shows the given text until hidden', () => {
    feedbackUi.showLoading('加载中...');
    expect(useFeedback.getState().loading).toBe('加载中...');
    feedbackUi.hideLoading();
    expect(useFeedback.getState().loading).toBeNull();
  });

  it('dialogs wait their turn and resolve with the answer', async () => {
    const first = confirmDialog({ title: 'a', message: '', confirmText: '确定', cancelText: '取消' });
    const second = confirmDialog({ title: 'b', message: '', confirmText: '确定', cancelText: '取消' });
    expect(useFeedback.getState().dialogs.map((d) => d.title)).toEqual(['a', 'b']);
    useFeedback.getState().dialogs[0].answer(true);
    expect(useFeedback.getState().dialogs.map((d) => d.title)).toEqual(['b']);
    useFeedback.getState().dialogs[0].answer(false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });
});

describe('the polite live region', () => {
  const spoken = () => useFeedback.getState().spoken?.text;

  it('says a toast with it, and at most one line per toast time: the newest of those that came sooner', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    showToast('已关注');
    expect(spoken()).toBe('已关注');
    announce('Ana 说：你好');
    announce('Ana 说：在吗');
    expect(spoken()).toBe('已关注');
    vi.advanceTimersByTime(toastMs - 1);
    expect(spoken()).toBe('已关注');
    vi.advanceTimersByTime(1);
    expect(spoken()).toBe('Ana 说：在吗');
    vi.advanceTimersByTime(toastMs * 3);
    expect(spoken()).toBe('Ana 说：在吗');
  });

  it('says a line at once after a quiet toast time, and tells a repeat from the line before', () => {
    vi.useFakeTimers({ now: new Date('2030-01-02T00:00:00Z') });
    announce('进球！');
    const first = useFeedback.getState().spoken;
    vi.advanceTimersByTime(toastMs);
    announce('进球！');
    expect(useFeedback.getState().spoken?.text).toBe('进球！');
    expect(useFeedback.getState().spoken?.id).not.toBe(first?.id);
    announce('');
    expect(spoken()).toBe('进球！');
  });
});
