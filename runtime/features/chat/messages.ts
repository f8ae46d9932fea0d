import type { FeatureMessages } from '../../core/feature.ts';
import { cn } from './i18n/cn.ts';
import { ptBr } from './i18n/pt-br.ts';

/** Labels of the chat feature (i18n namespace `chat`): one file a language, each language's text kept together. */
export const messages: FeatureMessages = { cn, 'pt-br': ptBr };
