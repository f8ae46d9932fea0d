import { loadStates } from '../../../ui/load-states.tsx';

/** The data models' loading, failure and not-found states (runtime/ui/load-states.tsx), in their own words. */
export const { Skeleton, LoadError, RemoteView, PagedView } = loadStates('data-model', 'model');

export { Card } from '../../../ui/card.tsx';
