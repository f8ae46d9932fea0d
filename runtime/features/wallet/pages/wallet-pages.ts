/** The wallet's pages, one lazy chunk (core/feature.ts pagesFrom). */
export { default as WalletPage } from './wallet-page.tsx';
export { default as BalancePage } from './balance-page.tsx';
export { default as RechargePage } from './recharge-page.tsx';
export { default as TransLogPage } from './trans-log-page.tsx';
export { default as WithdrawPage } from './withdraw-page.tsx';
