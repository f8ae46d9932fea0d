import { builtFeatures } from 'virtual:sideline/features';
import type { FeatureDefinition } from '../core/feature.ts';

/**
 * The features built into this tenant. The build generates `virtual:sideline/features`, which imports only the
 * features the manifest turns on, so the code of the others never reaches the bundle.
 */
export const features: readonly FeatureDefinition[] = builtFeatures;
