/** The webview feature's screens, one lazy chunk (core/feature.ts pagesFrom). */
export { default as PackageRulesPage } from './package-rules-page.tsx';
export { AboutPage, PrivacyPage, ProtocolPage } from './protocol-pages.tsx';
