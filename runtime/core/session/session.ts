import type { GuestInfo, LoginRequest, RegisterRequest, UserInfo } from '../../../schema/generated/api.ts';
import { api, loginPrompt } from '../http/api.ts';
import { navigateTo } from '../navigation/navigator.ts';
import { readStartParam } from '../navigation/start-params.ts';
import { tenant } from '../tenant/tenant.ts';
import { afterLoginTarget, chatLoginErrorAction, guestNeedsRefresh } from './session-rules.ts';
import { useSession } from './use-session.ts';

/** The guest identity for the chat layer: fetched when there is none or its expire_time has passed (spec 000 §4). */
export async function ensureGuest(force = false): Promise<GuestInfo | null> {
  const { guest, setGuest } = useSession.getState();
  if (!force && !guestNeedsRefresh(guest, Date.now())) return guest;
  try {
    const fresh = await api.post<GuestInfo>('/api/user/getGuestInfo', {}, { hideLoading: true, noToast: true });
    setGuest(fresh);
    return fresh;
  } catch {
    return null;
  }
}

/** Reloads the signed-in user's info; a login timeout here clears the session without a dialog (spec 000 §8). */
export async function refreshUserInfo(): Promise<void> {
  const token = useSession.getState().user?.token;
  if (!token) return;
  const user = await api.post<UserInfo>('/webapi/User/getUserInfo', {}, { background: true, hideLoading: true, noToast: true });
  // Another login may have happened meanwhile: this answer belongs to the session it was asked for.
  if (useSession.getState().user?.token !== token) return;
  // The token is not repeated by every answer; keep the one the session was opened with.
  useSession.getState().patchUser({ ...user, token: user.token || token });
}

export async function login(request: LoginRequest): Promise<void> {
  finishLogin(await api.post<UserInfo>('/webapi/user/login', { ...request }));
}

/** Registration signs the new user in; the invite code stored when the app started goes with it. */
export async function register(request: RegisterRequest): Promise<void> {
  const invite_code = request.invite_code || readStartParam(tenant.code, 'invite_code', localStorage) || undefined;
  finishLogin(await api.post<UserInfo>('/webapi/user/regist', { ...request, invite_code }));
}

/**
 * Login success (spec 000 §4): stores the user, refreshes third_member, resets the video timer, then goes back to the
 * saved backurl, to /m/ inside the app, or reloads the home page elsewhere (session-rules.ts).
 */
function finishLogin(user: UserInfo): void {
  const session = useSession.getState();
  session.setUser(user);
  session.resetVideoTime();
  void api
    .post<{ third_member: number }>('/api/user/updateThirdMember', {}, { hideLoading: true, noToast: true })
    .then(({ third_member }) => useSession.getState().patchUser({ third_member }))
    .catch(() => undefined);
  const target = afterLoginTarget(session.backurl, location.pathname);
  session.setBackurl('');
  if ('navigate' in target) navigateTo(target.navigate, { replace: true });
  else location.assign(target.reload);
}

/** Ends the session on this device; the guest identity takes over. */
export function logout(): void {
  useSession.setState({ user: null });
  void ensureGuest();
}

/**
 * Guests get the login prompt when they act without a session (spec 000 §6). Returns whether the action may go on.
 * Cancel runs `onCancel`. Only one prompt is ever open.
 */
export function requireLogin(onCancel?: () => void): boolean {
  if (useSession.getState().user) return true;
  loginPrompt.open(onCancel);
  return false;
}

/** Spec 000 §4: chat login error 2025 is ignored; any other fetches new guest info. */
export async function onChatLoginError(code: number): Promise<void> {
  if (chatLoginErrorAction(code) === 'refresh-guest') await ensureGuest(true);
}
