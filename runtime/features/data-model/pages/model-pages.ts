/**
 * Every data-model page, in one lazy chunk: one dynamic import in the feature's index costs the entry far less than
 * one per page (the initial JS of /m/ has under 1 KB of its 165 KB budget left; docs/decisions.md).
 */
export { default as DataHomePage } from './data-home-page.tsx';
export { default as ModelListPage } from './model-list-page.tsx';
export { default as ModelDetailPage } from './model-detail-page.tsx';
export { default as SubscribePage } from './subscribe-page.tsx';
export { default as RecordsPage } from './records-page.tsx';
