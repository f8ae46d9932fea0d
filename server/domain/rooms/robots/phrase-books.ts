import type { ContentLanguage } from '../../ports.ts';
import { anyRoomLines, momentLines, phaseLines, type RobotPhrases } from './robot-phrases.ts';
import { portuguesePhrases } from './robot-phrases-pt.ts';

/** The Chinese phrase book. */
export const chinesePhrases: RobotPhrases = { anyRoom: anyRoomLines, phase: phaseLines, moment: momentLines };

/** The robots' phrase book in a site's language (the language the site's content is written in). */
export const phrasesIn = (language: ContentLanguage): RobotPhrases => (language === 'pt-br' ? portuguesePhrases : chinesePhrases);
