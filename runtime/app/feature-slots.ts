import type { FeatureDefinition } from '../core/feature.ts';
import { provideSlots, type SlotName, type SlotProviders } from '../core/slots.ts';
import { loadFeatureMessages } from './feature-messages.ts';

/**
 * Registers the slots the built features provide. A slot renders inside another feature's page, so its own
 * feature's labels are loaded with it.
 */
export function registerSlots(features: readonly FeatureDefinition[]): void {
  for (const feature of features) {
    const provided = feature.provides ?? {};
    const wrapped: SlotProviders = {};
    for (const name of Object.keys(provided) as SlotName[]) {
      const load = provided[name]!;
      wrapped[name] = async () => (await Promise.all([load(), loadFeatureMessages(feature)]))[0];
    }
    provideSlots(wrapped);
  }
}
