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
    const wrapped: Record<string, () => Promise<unknown>> = {};
    for (const name of Object.keys(provided) as SlotName[]) {
      const load = provided[name]!;
      wrapped[name] = async () => (await Promise.all([load(), loadFeatureMessages(feature)]))[0];
    }
    // Each slot keeps its own loader's type: the wrapper only waits for the labels beside it.
    provideSlots(wrapped as SlotProviders);
  }
}
