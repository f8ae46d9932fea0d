import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, feedbackUi, showToast, toastMs, useFeedback } from '../feedback-store.ts';

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
