import { tenant } from '../tenant/tenant.ts';
import { createSessionStore } from './session-store.ts';

/** The session store of this tenant: user, guest, backurl and the video timer. */
export const useSession = createSessionStore(tenant.code);
