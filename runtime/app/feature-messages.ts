import type { FeatureDefinition } from '../core/feature.ts';
import { addMessages } from '../core/i18n/i18n.ts';

const loaded = new Map<string, Promise<void>>();

/**
 * Adds a feature's labels to its i18n namespace, once, before its first page renders. Without overwrite, so a
 * tenant's locale overrides (added at start) keep winning over the feature's defaults.
 */
export function loadFeatureMessages(feature: FeatureDefinition): Promise<void> {
  let loading = loaded.get(feature.name);
  if (!loading) {
    loading = feature.messages().then((messages) => {
      for (const locale of ['cn', 'pt-br'] as const) addMessages(locale, feature.name, messages[locale]);
    });
    // A failed load (a dropped connection) is tried again by the next visit.
    loading.catch(() => loaded.delete(feature.name));
    loaded.set(feature.name, loading);
  }
  return loading;
}
