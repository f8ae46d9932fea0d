import type { HttpTexts, HttpUi } from '../http/http-ui.ts';

export interface LoginPromptOptions {
  ui: Pick<HttpUi, 'confirm'>;
  texts: () => HttpTexts;
  /** Current path and query, saved as backurl. */
  currentPath(): string;
  /** Saves backurl and goes to /login. */
  goToLogin(backurl: string): void;
}

/**
 * The one login dialog of the app (spec 000 §8, §6): titled 您还未登录 with 请登录使用完整功能 (empty outside cn),
 * 确定 saves backurl and goes to /login, 取消 runs the caller's callback. Used both when a call answers "login timed
 * out" and when a guest acts without a session; only one dialog is ever open, so a burst of either asks once.
 */
export function createLoginPrompt(options: LoginPromptOptions) {
  let open = false;
  return {
    /** Asks the fan to log in, unless the dialog is already open (then this request is dropped). */
    open(onCancel?: () => void): void {
      if (open) return;
      open = true;
      const texts = options.texts();
      void options.ui
        .confirm({ title: texts.loginTitle, message: texts.loginMessage, confirmText: texts.confirm, cancelText: texts.cancel })
        .then((confirmed) => {
          if (confirmed) options.goToLogin(options.currentPath());
          else onCancel?.();
        })
        .finally(() => {
          open = false;
        });
    },
    get isOpen(): boolean {
      return open;
    },
  };
}

export type LoginPrompt = ReturnType<typeof createLoginPrompt>;
