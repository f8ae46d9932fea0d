/** The fan's account screens, one lazy chunk (core/feature.ts pagesFrom): settings, profile, phone, follows and the watch history. */
export { AnchorPage } from './anchor-page.tsx';
export { ApplyPage, MaterialPage } from './application-pages.tsx';
export { AttentMgmtPage } from './attent-mgmt-page.tsx';
export { BindPhonePage, EditAccountPage, InfoPage } from './profile-pages.tsx';
export { MessagePage } from './message-page.tsx';
export { SettingPage } from './setting-page.tsx';
export { LiveRecordPage, MyLogPage } from './watch-log-pages.tsx';
