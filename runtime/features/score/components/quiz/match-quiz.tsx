import { useRemote } from '../../../../core/http/use-remote.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import { quizApi } from '../../api/quiz-calls.ts';
import type { QuizAnswer } from '../../lib/quiz-types.ts';
import { TabBody } from '../detail/tab-body.tsx';
import { QuizBoard } from './quiz-board.tsx';

/**
 * A match's quiz with its loading and failure states: the score detail's quiz tab, and the live room's through the
 * `matchQuiz` slot (core/slots.ts). After an answer the quiz is read again in place, so the fan sees their entry and
 * the new counts without the skeleton.
 */
export function MatchQuiz(props: { matchId: number }) {
  const remote = useRemote(() => quizApi.match(props.matchId), `quiz-${props.matchId}`);
  const loaded =
    remote.state === 'ready'
      ? { status: 'ready' as const, data: remote.data }
      : { status: remote.state === 'loading' ? ('loading' as const) : ('failed' as const) };
  const gold = useSession((s) => s.user?.gold ?? 0);
  const answer = async (body: QuizAnswer) => {
    const answered = await quizApi.answer(body);
    useSession.getState().patchUser({ gold: answered.gold });
    quizApi.match(props.matchId).then(remote.replace, () => remote.retry());
  };
  return (
    <TabBody loaded={{ ...loaded, reload: remote.retry }}>
      {(quiz) => <QuizBoard quiz={quiz} gold={gold} signedIn={() => requireLogin()} answer={answer} />}
    </TabBody>
  );
}
