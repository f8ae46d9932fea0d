import type { ComponentType } from 'react';
import type { SlotProviders } from './slots.ts';
import type { FeatureName } from '../../schema/generated/resolved-manifest.ts';

/**
 * A page module, loaded when its route is first visited. `prefetch`, when present, runs each time the route is
 * entered, before the page renders, with the route's parameters: the page starts its first request there (see
 * core/http/early-answer.ts) instead of after its first paint.
 */
export type PageModule = { default: ComponentType; prefetch?: Prefetch };

/** Starts a page's first request with the route's parameters (see PageModule and FeatureRoute). */
export type Prefetch = (params: Readonly<Record<string, string | undefined>>) => void;

/** One route of the spec, owned by the feature that declares it. */
export interface FeatureRoute {
  /** Path under /m, in react-router syntax: `/score/detail/:matchid`, `/rec-category/:id?`. */
  path: string;
  /** i18n key (in the feature's namespace) of the page title. */
  titleKey: string;
  load: () => Promise<PageModule>;
  /**
   * Like the page's `prefetch`, from a small module of its own: the router loads it beside the page, so the first
   * request leaves once that module is in, rather than once the page's code has arrived and run (on a slow phone
   * the page's modules take a few hundred milliseconds to evaluate). The build preloads it with the route's chunks.
   */
  prefetch?: () => Promise<{ prefetch: Prefetch }>;
}

/** Labels of a feature, one namespace per feature, in both languages of the app. */
export type FeatureMessages = Record<'cn' | 'pt-br', Record<string, string>>;

/** An entry of the bottom menu. */
export interface MenuEntry {
  path: string;
  /**
   * The label in both languages. It is the one text a feature needs before any of its pages loads, so it lives here
   * rather than in the feature's messages; a tenant's locale override of `menuLabel` in the feature's namespace wins.
   */
  label: Record<'cn' | 'pt-br', string>;
  icon: ComponentType<{ active: boolean }>;
  /** A count of the client state (spec 000 §3) shown as a red badge on the entry while above 0. */
  badge?: 'c2cUnreadCount';
}

/** A product feature: what it adds to the app. Features are composed only in runtime/app. */
export interface FeatureDefinition {
  name: FeatureName;
  routes: readonly FeatureRoute[];
  menu?: MenuEntry;
  /** The feature's labels (its i18n namespace), loaded with its first page so the initial JavaScript carries none. */
  messages: () => Promise<FeatureMessages>;
  /** Components this feature offers other features (core/slots.ts), each loaded on first use. */
  provides?: SlotProviders;
}

/**
 * Pages kept together in one lazy chunk: `pagesFrom(() => import('./pages/x-pages.ts'))('HomePage')` loads the chunk
 * on the first visit to any of them. One dynamic import per feature costs the entry less than one per page.
 */
export function pagesFrom<M extends Record<string, ComponentType>>(load: () => Promise<M>) {
  return (name: keyof M) => (): Promise<PageModule> => load().then((pages) => ({ default: pages[name] }));
}

/** Declares a feature; `runtime/features/<name>/index.ts` exports exactly one. */
export function defineFeature(definition: FeatureDefinition): FeatureDefinition {
  return definition;
}

/** What each route carries in react-router's `handle`: who owns it and its title. */
export interface RouteHandle {
  feature: FeatureName;
  titleKey: string;
}
