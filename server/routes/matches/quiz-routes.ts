import type { FastifyInstance } from 'fastify';
import type { QuizAnswerRequest, QuizMatchRequest, QuizPageRequest } from '../../../schema/generated/api.ts';
import type { RoomNotices } from '../../domain/matches/ports.ts';
import { answerQuiz, matchQuiz, quizRecords } from '../../domain/matches/quiz/quiz.ts';
import { ref } from '../../http/api-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { optionalUserId, requireUser } from '../../http/session.ts';
import { publishStored } from '../../im/room-events.ts';
import type { ServerContext } from '../../server-context.ts';

/**
 * The match quiz (spec 000 §2 quiz tab, switch_race_quiz_check; §4 package status, hit result, QuizBalanceFinished).
 * The spec does not show the calls: designed in docs/api.md "Match quiz".
 */
export function quizRoutes(app: FastifyInstance, context: ServerContext): void {
  // A read settles the fan's decided matches first: their rooms hear it as they would from the settlement job.
  const notices: RoomNotices = { publishStored: (groupId, event) => publishStored(context.im, groupId, event) };

  app.post<{ Body: QuizMatchRequest }>('/api/quiz/getMatchQuiz', { schema: { body: ref('quiz/match.request') } }, async (request) =>
    ok(await matchQuiz(context, notices, request.body.matchid, await optionalUserId(context, request))),
  );

  app.post<{ Body: QuizAnswerRequest }>('/api/quiz/answer', { schema: { body: ref('quiz/answer.request') } }, async (request) => {
    const user = await requireUser(context, request);
    const { matchid, question, choice, stake, request_id } = request.body;
    return ok(await answerQuiz(context, { userId: user.id, matchId: matchid, question, choice, stake, requestId: request_id }));
  });

  app.post<{ Body: QuizPageRequest }>('/api/quiz/getMyQuizList', { schema: { body: ref('quiz/page.request') } }, async (request) => {
    const user = await requireUser(context, request);
    return ok(await quizRecords(context, notices, user.id, request.body.page ?? 1, request.body.size ?? 20));
  });
}
