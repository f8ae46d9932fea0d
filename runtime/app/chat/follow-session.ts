import { ImEvent, KickedOutType, type ChatSdk, type ImError } from '../../im/index.ts';
import { onChatLoginError, refreshUserInfo } from '../../core/session/session.ts';
import { useSession } from '../../core/session/use-session.ts';
import { identityChange, type ChatIdentity } from './identity-change.ts';

/** Who the chat should be logged in as: the session user's chat id (their uid) and signature, or nobody. */
function wantedIdentity(): ChatIdentity | null {
  const user = useSession.getState().user;
  return user?.uid && user.txim_sign ? { userID: String(user.uid), userSig: user.txim_sign } : null;
}

/**
 * Keeps the SDK logged in as the session's user: login on login, logout on logout or another user (identity-change.ts
 * says why a renewed signature changes nothing). Changes are applied one at a time, in order, so a quick logout-login
 * never races itself.
 */
export function followSession(sdk: ChatSdk): () => void {
  let applied: ChatIdentity | null = null;
  let queue = Promise.resolve();

  const apply = async () => {
    const identity = wantedIdentity();
    const change = identityChange(applied, identity);
    if (change === 'none') return;
    if (change === 'logout') await sdk.logout().catch(() => undefined);
    applied = identity;
    if (!identity) return;
    try {
      await sdk.login(identity);
    } catch (error) {
      // Spec 000 §4: 2025 (already logged in) is ignored; any other error fetches new guest info. Either way the
      // next session change tries again.
      applied = null;
      await onChatLoginError((error as ImError).code);
    }
  };
  const sync = () => {
    queue = queue.then(apply);
  };

  const offSession = useSession.subscribe((state, previous) => {
    if (state.user?.uid !== previous.user?.uid || state.user?.txim_sign !== previous.user?.txim_sign) sync();
  });
  // A kick leaves the SDK logged out. An expired signature is renewed with the user info, and the SDK logs in with the
  // new txim_sign; another device or account taking over is final: logging in again would kick it back.
  const offKicked = sdk.on(ImEvent.KICKED_OUT, ({ type }) => {
    if (type !== KickedOutType.USERSIG_EXPIRED) return;
    applied = null;
    void refreshUserInfo()
      .catch(() => undefined)
      .then(sync);
  });
  sync();
  return () => {
    offSession();
    offKicked();
  };
}
