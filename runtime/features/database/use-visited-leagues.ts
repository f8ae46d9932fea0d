import { tenant } from '../../core/tenant/tenant.ts';
import { createVisitedLeaguesStore } from './store.ts';

/** This tenant's visited leagues (hook and store API, as zustand gives it). */
export const useVisitedLeagues = createVisitedLeaguesStore(tenant.code);
