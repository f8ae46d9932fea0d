import { api, apiHosts } from './http/api.ts';
import { commonScriptUrl } from './http/host-pool.ts';
import { commonConfigPath, takeServedConfig } from './http/served-config.ts';
import type { CommonConfigAnswer } from './store/client-state.ts';
import { useAppStore } from './store/use-app-store.ts';
import { ensureGuest, refreshUserInfo } from './session/session.ts';
import { useSession } from './session/use-session.ts';
import { tenant } from './tenant/tenant.ts';

/**
 * What the app fetches when it starts: the host list, the common config (switch flags), the common script, and the
 * session (the user's fresh info, or a guest identity). Failures of the host list and config are silent (spec 000 §8).
 * A config the server put into the page, when fresh, is taken at once, before the host list: the chat's start waits
 * for it (its im_sdkappid), and need not wait for a round trip.
 */
export async function startServices(): Promise<void> {
  const served = takeServedConfig();
  if (tenant.api.hostListFile) await api.loadHostList(tenant.api.hostListFile);
  useAppStore.setState({ apiHosts: [...apiHosts.all] });
  loadCommonScript();
  await Promise.all([served ? undefined : loadCommonConfig(), startSession()]);
}

async function loadCommonConfig(): Promise<void> {
  try {
    useAppStore.getState().setCommonConfig(await api.get<CommonConfigAnswer>(commonConfigPath, {}, { hideLoading: true, noToast: true }));
  } catch {
    // Spec 000 §8: config fetch failures are silently ignored; the app runs with its last state.
  }
}

async function startSession(): Promise<void> {
  if (useSession.getState().user) await refreshUserInfo().catch(() => undefined);
  if (!useSession.getState().user) await ensureGuest();
}

/** Spec 000 §7: {apiHost}/webapi/home/getCommonScript?t=<timestamp>, and only from a configured API host. */
function loadCommonScript(): void {
  const url = commonScriptUrl(apiHosts, apiHosts.preferred(), Date.now());
  if (!url) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}
