import { create } from 'zustand';
import type { HttpUi } from '../http/http-ui.ts';
import { overlayQueue } from '../overlay/overlay-queue.ts';

export interface Dialog {
  id: number;
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  answer(confirmed: boolean): void;
}

export interface FeedbackState {
  /** The failure or information toast on screen, if any. */
  toast: { id: number; text: string } | null;
  /** The 加载中... toast text while calls run (spec 000 §8). */
  loading: string | null;
  /** Dialogs waiting for an answer; the first is on screen. */
  dialogs: Dialog[];
  /** What the polite live region last said (toasts, new chat messages, goal notices); `id` tells repeats apart. */
  spoken: { id: number; text: string } | null;
}

/** How long a toast stays on screen. */
export const toastMs = 2_000;

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let spokenAt = Number.NEGATIVE_INFINITY;
let waiting: string | null = null;
let speakTimer: ReturnType<typeof setTimeout> | undefined;

/** What the app shows over every page: toasts, the loading toast and confirm dialogs. Rendered by ui/feedback-layer. */
export const useFeedback = create<FeedbackState>()(() => ({ toast: null, loading: null, dialogs: [], spoken: null }));

const speak = (text: string) => {
  spokenAt = Date.now();
  useFeedback.setState({ spoken: { id: nextId++, text } });
};

/**
 * Says `text` to screen readers through the app's one polite live region (ui/feedback-layer), at most once per
 * toast's time as toasts show: what comes sooner waits for the gap, and of several waiting only the newest is said,
 * so a busy chat room reads its latest line rather than a backlog.
 */
export function announce(text: string): void {
  if (!text) return;
  const wait = spokenAt + toastMs - Date.now();
  if (wait <= 0) return speak(text);
  waiting = text;
  speakTimer ??= setTimeout(() => {
    speakTimer = undefined;
    const next = waiting;
    waiting = null;
    if (next) speak(next);
  }, wait);
}

export function showToast(text: string): void {
  if (!text) return;
  clearTimeout(toastTimer);
  useFeedback.setState({ toast: { id: nextId++, text } });
  announce(text);
  toastTimer = setTimeout(() => useFeedback.setState({ toast: null }), toastMs);
}

/**
 * A confirm dialog; resolves true for confirm, false for cancel. Dialogs asked for while one is open wait their turn.
 * It holds the overlay queue's top turn while open (core/overlay), so no other pop-up shows with it.
 */
export function confirmDialog(dialog: Omit<Dialog, 'id' | 'answer'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const turn = overlayQueue.request('confirm');
    const answer = (confirmed: boolean) => {
      overlayQueue.close(turn);
      useFeedback.setState((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
      resolve(confirmed);
    };
    useFeedback.setState((s) => ({ dialogs: [...s.dialogs, { ...dialog, id, answer }] }));
  });
}

/** The screen side of the HTTP client. */
export const feedbackUi: HttpUi = {
  showLoading: (text) => useFeedback.setState({ loading: text }),
  hideLoading: () => useFeedback.setState({ loading: null }),
  toast: showToast,
  confirm: confirmDialog,
};
