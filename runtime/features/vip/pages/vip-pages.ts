/** The VIP pages, one lazy chunk (core/feature.ts pagesFrom). */
export { default as VipPlansPage } from './vip-plans-page.tsx';
export { default as VipUserPage } from './vip-user-page.tsx';
