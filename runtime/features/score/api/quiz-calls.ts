import type { MatchQuiz, QuizAnswerResult } from '../../../../schema/generated/api.ts';
import { api } from '../../../core/http/api.ts';
import type { QuizAnswer } from '../lib/quiz-types.ts';

/** The match quiz's calls (docs/api.md "Match quiz"); quiet: the tab shows its own states and the server's messages. */
const quiet = { hideLoading: true, noToast: true } as const;

export const quizApi = {
  match: (matchid: number) => api.post<MatchQuiz>('/api/quiz/getMatchQuiz', { matchid }, quiet),
  answer: (body: QuizAnswer) => api.post<QuizAnswerResult>('/api/quiz/answer', body, quiet),
};
