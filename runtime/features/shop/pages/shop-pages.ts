/** The shop's pages, one lazy chunk (core/feature.ts pagesFrom). */
export { default as ShopPage } from './shop-page.tsx';
export { default as ShopRecordsPage } from './records-page.tsx';
