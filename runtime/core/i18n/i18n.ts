import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '../../../schema/generated/resolved-manifest.ts';
import { commonMessages } from './common-messages.ts';

/** i18next language codes of our two catalogues. */
export const languageTag: Record<Locale, string> = { cn: 'zh-CN', 'pt-br': 'pt-BR' };

/** Starts i18next with the shell's labels; features add their own namespace with {@link addMessages}. */
export function startI18n(locale: Locale): I18n {
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'cn',
    resources: { cn: { common: commonMessages.cn }, 'pt-br': { common: commonMessages['pt-br'] } },
    // Our codes are cn and pt-br; without this i18next would look for pt-BR and fall back to Chinese.
    lowerCaseLng: true,
    defaultNS: 'common',
    // A feature's label missing from its namespace is looked up in the shell's: labels several features share
    // (the match statuses) are written once there.
    fallbackNS: 'common',
    ns: ['common'],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Adds (or, with overwrite, replaces) labels of a namespace for one language. */
export function addMessages(locale: Locale, namespace: string, messages: Record<string, string>, overwrite = false): void {
  i18next.addResourceBundle(locale, namespace, messages, true, overwrite);
}

export function changeLocale(locale: Locale): void {
  void i18next.changeLanguage(locale);
}

/** Translation hook for one namespace (a feature's name, or `common`). */
export function useT(namespace = 'common') {
  return useTranslation(namespace);
}

/** The translator `useT` gives, for a function that a component hands its own to. */
export type Translate = ReturnType<typeof useT>['t'];

/** A label outside React (the HTTP client's texts, the login prompt). */
export function translate(key: string, namespace = 'common', values?: Record<string, unknown>): string {
  return i18next.t(key, { ns: namespace, ...values });
}
