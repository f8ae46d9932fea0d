import { validateTenants, type ResolvedManifest } from '../../schema/index.ts';
import { projectRoot } from '../support/project-root.ts';
import { defaultSiteConfig } from '../../server/domain/site/default-site-config.ts';

/** The moment the matrix runs at: the server's clock and the page's clock are frozen here, so every picture repeats. */
export const matrixTime = '2026-06-13T12:00:00.000Z';
export const matrixSeed = 1;
/** Seed 1 at the matrix's time: 西甲, 79', covered by anchor 1's room. Match ids name the same fixture on every run. */
export const coveredMatchId = 20617041;

/** Key pages that exist so far; each later screen adds its row here. `feature` null: every tenant has it. */
export const matrixPages = [
  { id: 'headline', path: '/headline', feature: 'headline' },
  { id: 'score', path: '/score', feature: 'score' },
  // A football match in its second half at the matrix's time, covered by a room (so the room tabs show too).
  { id: 'match-detail', path: `/score/detail/football/${coveredMatchId}`, feature: 'score' },
  { id: 'score-collected', path: '/score/collected', feature: 'score' },
  { id: 'score-search', path: '/score/search', feature: 'score' },
  { id: 'live', path: '/live', feature: 'live' },
  // Anchor 1's room: the moving video and the play-time countdown are masked (see the spec's `masks`).
  { id: 'live-detail', path: '/live-detail/1', feature: 'live' },
  { id: 'database', path: '/database', feature: 'database' },
  // 英超 (a league: its table, rounds, scorers and teams).
  { id: 'database-league', path: '/database/league/football/1', feature: 'database' },
  { id: 'data', path: '/data', feature: 'data-model' },
  // The covered match as the Poisson model shows it to a guest: the teaser and the login prompt.
  { id: 'model-detail', path: `/data/model/detail/poisson/${coveredMatchId}`, feature: 'data-model' },
  { id: 'user-center', path: '/user-center', feature: 'user-center' },
  { id: 'setting', path: '/user-center/setting', feature: 'user-center' },
  { id: 'edit-account', path: '/user-center/edit-account', feature: 'user-center' },
  // anchor01's public page (user 1 at the matrix's seed): the follow button and the room.
  { id: 'anchor', path: '/user-center/anchor/1', feature: 'user-center' },
  // The money side as a guest sees it: the plans and the shop with prices; the wallet and tasks ask to log in.
  { id: 'vip-plans', path: '/vip-plans', feature: 'vip' },
  { id: 'newshop', path: '/newshop', feature: 'shop' },
  { id: 'wallet', path: '/user-center/wallet', feature: 'wallet' },
  { id: 'task', path: '/user-center/task', feature: 'task' },
  { id: 'package-rules', path: '/mobile/package-rules', feature: 'webview' },
  // The weekend quiz activity, upcoming at the matrix's time: its fee, award and the join button.
  { id: 'activity', path: '/activity/1', feature: 'activity' },
  { id: 'login', path: '/login', feature: null },
  // The chat as a signed-in fan sees it (tests/matrix/chat-seed.ts: each variant its own fan, the same conversations):
  // the private tab with two unread conversations, a one-to-one exchange with 小王 ({peer}), 小王's group's profile.
  { id: 'c2c', path: '/c2c', feature: 'chat' },
  { id: 'chat-room', path: '/c2c-chatroom/{peer}', feature: 'chat' },
  { id: 'group-info', path: '/chat-group-info/matrix_fans', feature: 'chat' },
] as const;

export type MatrixPage = (typeof matrixPages)[number];

export interface Variant {
  mode: 'light' | 'dark';
  lang: 'cn' | 'pt-br';
}

/**
 * Pages CI shows on every tenant: where a brand differs most (its home tabs, menu, header and theme on the lists, the
 * user centre and login). Every other page is drawn from the same components on every tenant with only the theme's
 * colours changing, so CI shows each of those on `tenantsPerPage` tenants, a different run of them per page so that
 * every tenant appears beyond its core pages too.
 */
const everyTenant: readonly string[] = ['headline', 'score', 'live', 'user-center', 'login'];
const tenantsPerPage = 3;

/**
 * Pages the full matrix has but CI leaves out: the wallet, tasks and profile editing show a guest the login panel every
 * tenant already shows in CI; the settings and the quiz rules are text on the cards CI already covers.
 */
const fullSetOnly: readonly string[] = ['wallet', 'task', 'setting', 'edit-account', 'package-rules'];

/**
 * Pages CI shows in every mode and language on the first of their tenants: the chat screens are new and carry the
 * users' own texts in both languages, so one tenant shows all their variants and the others their own look.
 */
const everyVariantOnFirstTenant: readonly string[] = ['c2c', 'chat-room', 'group-info'];

/** A tenant's own look: the mode and language a fan who has chosen nothing sees first. */
export function ownLook(manifest: ResolvedManifest): Variant {
  return { mode: manifest.theme.defaultMode, lang: manifest.locales.default };
}

/** The look CI shows the user centre in as well: the other mode, and the other language when the tenant offers one. */
function otherLook(manifest: ResolvedManifest): Variant {
  const own = ownLook(manifest);
  const lang = manifest.locales.available.find((l) => l !== own.lang) ?? own.lang;
  return { mode: own.mode === 'light' ? 'dark' : 'light', lang };
}

const sameVariant = (a: Variant, b: Variant) => a.mode === b.mode && a.lang === b.lang;

/**
 * The representative set CI runs (the full matrix stays one command away): on every tenant, the core pages in the
 * tenant's own look (its default mode and language, so a dark-by-default brand's first screen is the one checked) and
 * the user centre in the other mode and language; each other page in the tenant's own look on `tenantsPerPage`
 * tenants of those that build it.
 */
export function inCiSet(page: MatrixPage, variant: Variant, manifest: ResolvedManifest, code: string): boolean {
  if (fullSetOnly.includes(page.id)) return false;
  const builders = siteCodes.filter((site) => pagesOf(tenants.get(site)!.manifest).includes(page));
  const first = (matrixPages.indexOf(page) * tenantsPerPage) % builders.length;
  if (everyVariantOnFirstTenant.includes(page.id) && code === builders[first]) return true;
  if (!sameVariant(variant, ownLook(manifest))) return page.id === 'user-center' && sameVariant(variant, otherLook(manifest));
  if (everyTenant.includes(page.id)) return true;
  const chosen = Array.from({ length: Math.min(tenantsPerPage, builders.length) }, (_, i) => builders[(first + i) % builders.length]);
  return chosen.includes(code);
}

/**
 * Whether CI checks this tenant's match detail tabs: the tabs follow the manifest's `tabs` and the server's switches
 * alone, so CI checks the first tenant of each combination (3 of 15 today; every tenant in the full matrix).
 */
export function checksTabsInCi(code: string): boolean {
  const tabsKind = (site: string) => {
    const manifest = tenants.get(site)!.manifest;
    const switches = Object.entries(defaultSiteConfig(site, 0)).filter(([key]) => key.startsWith('switch_'));
    return JSON.stringify([manifest.features.score, manifest.tabs, switches]);
  };
  return siteCodes.find((site) => tabsKind(site) === tabsKind(code)) === code;
}

/** The variants a tenant is shown in: both modes, each language it offers. */
export function variantsOf(manifest: ResolvedManifest): Variant[] {
  const langs = manifest.locales.available;
  return (['light', 'dark'] as const).flatMap((mode) => langs.map((lang) => ({ mode, lang })));
}

export function pagesOf(manifest: ResolvedManifest): MatrixPage[] {
  return matrixPages.filter((page) => page.feature === null || manifest.features[page.feature]);
}

/** The project whose tenants the matrix shows: `sideline --root` (SIDELINE_MATRIX_ROOT), or this one. */
export const matrixRoot = process.env.SIDELINE_MATRIX_ROOT || projectRoot;

export const { siteCodes, tenants } = validateTenants(matrixRoot);

/** Where the pictures are kept: `tests/matrix/__snapshots__/` of the project the tenants are in. */
export const snapshotsDir = `${matrixRoot}/tests/matrix/__snapshots__`;

/** The first port of the run's servers (`test-matrix --port`): tenant i listens on it plus i; 0 lets the system choose. */
export const matrixFirstPort = () => Number(process.env.SIDELINE_MATRIX_PORT || 0);

/** The tenants of this run: SIDELINE_MATRIX_CODES (comma-separated), or all. */
export function matrixCodes(): string[] {
  const chosen = (process.env.SIDELINE_MATRIX_CODES ?? '').split(',').filter(Boolean);
  return chosen.length ? chosen : siteCodes;
}

/** What a run writes (servers, fans, the gallery, Playwright's output): under the project's test-results/matrix/. */
export const resultsDir = `${matrixRoot}/test-results/matrix`;
export const serversFile = `${resultsDir}/servers.json`;
/** The fans the global setup signed up for the chat pages, by tenant (tests/matrix/chat-seed.ts). */
export const chatFansFile = `${resultsDir}/chat-fans.json`;
export const matrixDist = () => process.env.SIDELINE_MATRIX_DIST ?? `${projectRoot}/dist`;
