import type { QuizEntry } from '../../../../schema/generated/api.ts';

export type QuizChoice = QuizEntry['choice'];
export type QuizQuestionKey = QuizEntry['question'];

/** One answer as the fan means it; `request_id` names it, so a retry pays once (docs/ledger.md rule 6). */
export type QuizAnswer = { matchid: number; question: QuizQuestionKey; choice: QuizChoice; stake: number; request_id: string };
