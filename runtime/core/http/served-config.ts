import type { CommonConfigAnswer } from '../store/client-state.ts';
import { useAppStore } from '../store/use-app-store.ts';
import { servedAnswer } from './served-answer.ts';

/** The server config's path (spec 000 §3 getCommonConfig). */
export const commonConfigPath = '/api/config/getCommonConfig';

/**
 * Takes the server config the reference server put into the page into the store, when fresh (served-answer.ts's
 * rules; the same in every language and for every fan). True when taken; false when the app must ask, as it does on
 * static hosting. The chat's start waits for this config (its im_sdkappid): taken here, it waits for no round trip.
 */
export function takeServedConfig(): boolean {
  const served = servedAnswer<CommonConfigAnswer>(commonConfigPath, {})?.readNow();
  if (served) useAppStore.getState().setCommonConfig(served.data);
  return Boolean(served);
}
