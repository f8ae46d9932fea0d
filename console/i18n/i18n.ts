import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { moneyMessagesPtBr } from './messages-money-pt-br.ts';
import { moneyMessagesZh } from './messages-money-zh.ts';
import { messagesPtBr } from './messages-pt-br.ts';
import { queueMessagesPtBr } from './messages-queues-pt-br.ts';
import { queueMessagesZh } from './messages-queues-zh.ts';
import { reportMessagesPtBr } from './messages-reports-pt-br.ts';
import { reportMessagesZh } from './messages-reports-zh.ts';
import { messagesZh } from './messages-zh.ts';

/** The console's languages, as the API's `lang` names them. */
export type ConsoleLanguage = 'zh' | 'pt-BR';

export const consoleLanguages: readonly ConsoleLanguage[] = ['zh', 'pt-BR'];

const storageKey = 'sideline-ops-lang';

/** The language the operator chose last, else the browser's (Portuguese when it asks for it), else Chinese. */
export function preferredLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(storageKey);
  if (stored === 'zh' || stored === 'pt-BR') return stored;
  return navigator.language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'zh';
}

/**
 * How the console's catalogues are read. Keys are flat names, dots and all: with i18next's default key separator, a
 * screen's labels added later (addLabels) were nested by their dots, so `fans.mute` (a button) and `fans.mute.600` (a
 * duration) could not both exist and the page showed the raw key.
 */
export const labelOptions = {
  defaultNS: 'ops',
  ns: ['ops'],
  keySeparator: false,
  // React escapes what it renders; escaping here too would show &lt; in labels.
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** Starts i18next with both catalogues (the console's labels are few: both load with it). */
export function startI18n(language: ConsoleLanguage): void {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh',
    resources: {
      zh: { ops: { ...messagesZh, ...queueMessagesZh, ...reportMessagesZh, ...moneyMessagesZh } },
      'pt-BR': { ops: { ...messagesPtBr, ...queueMessagesPtBr, ...reportMessagesPtBr, ...moneyMessagesPtBr } },
    },
    ...labelOptions,
    initAsync: false,
  });
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'pt-BR';
}

export function changeLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'pt-BR';
  void i18next.changeLanguage(language);
}

/**
 * Adds a lazy screen's own labels when its chunk loads, so the console's first load carries only the shell's and
 * the navigation's.
 */
export function addLabels(labels: Record<ConsoleLanguage, Record<string, string>>): void {
  for (const language of consoleLanguages) i18next.addResources(language, 'ops', labels[language]);
}

/** The console's translation hook. */
export function useT() {
  return useTranslation('ops');
}

/** The console's current language. */
export function currentLanguage(): ConsoleLanguage {
  return i18next.language === 'pt-BR' ? 'pt-BR' : 'zh';
}

/** A label outside React. */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18next.t(key, { ns: 'ops', ...values });
}

/** What a form's check found, in the console's language; null when nothing. */
export function problemText(
  t: (key: string, values?: Record<string, unknown>) => string,
  problem: { key: string; values?: Record<string, unknown> } | null | undefined,
): string | null {
  return problem ? t(problem.key, problem.values) : null;
}
