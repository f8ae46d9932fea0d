/** What the client needs from the screen: the app wires these to its toast, loading and dialog components. */
export interface HttpUi {
  showLoading(text: string): void;
  hideLoading(): void;
  toast(message: string): void;
  /** A confirm dialog; resolves true for confirm, false for cancel. */
  confirm(dialog: { title: string; message: string; confirmText: string; cancelText: string }): Promise<boolean>;
}

/** The texts the client shows, from the i18n catalogue (common namespace, keys http.*). */
export interface HttpTexts {
  loading: string;
  loginTitle: string;
  /** Empty for non-cn (spec 000 §8). */
  loginMessage: string;
  confirm: string;
  cancel: string;
}

/** What happens around a login timeout: the session is cleared and the fan is asked to log in. */
export interface HttpSession {
  /** Reset user info and clear local storage (spec 000 §8). */
  expire(): void;
  /** Opens the login dialog (one at a time; see session/login-prompt.ts); cancel runs `onCancel`. */
  promptLogin(onCancel?: () => void): void;
}
