import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { ref } from '../../http/api-schemas.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import type { Choice, QuestionKey } from '../../domain/matches/quiz/quiz-questions.ts';
import { answerQuiz, matchQuiz, quizRecords } from '../../domain/matches/quiz/quiz.ts';
import type { ServerContext } from '../../server-context.ts';

type AnswerBody = { matchid: number; question: QuestionKey; choice: Choice; stake: number; request_id: string };

/**
 * The match quiz (spec 000 §2 quiz tab, switch_race_quiz_check; §4 package status, hit result, QuizBalanceFinished).
 * The spec does not show the calls: designed in docs/api.md "Match quiz".
 */
export function quizRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Body: { matchid: number } }>('/api/quiz/getMatchQuiz', { schema: { body: ref('quiz/match.request') } }, async (request) =>
    ok(await matchQuiz(context, request.body.matchid, await optionalUserId(context, request))),
  );

  app.post<{ Body: AnswerBody }>('/api/quiz/answer', { schema: { body: ref('quiz/answer.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { matchid, question, choice, stake, request_id } = request.body;
    return ok(await answerQuiz(context, { userId: user.id, matchId: matchid, question, choice, stake, requestId: request_id }));
  });

  app.post<{ Body: { page: number; size: number } }>(
    '/api/quiz/getMyQuizList',
    { schema: { body: ref('quiz/page.request') } },
    async (request) => {
      const user = await requireUser(context, request);
      return ok(await quizRecords(context, user.id, request.body.page, request.body.size));
    },
  );
}
