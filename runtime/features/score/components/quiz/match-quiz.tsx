import { useContext, useEffect, useRef } from 'react';
import { useRemote } from '../../../../core/http/use-remote.ts';
import { packageStatus } from '../../../../core/rules/constants.ts';
import { isWaiting } from '../../../../core/rules/match-status.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { useSession } from '../../../../core/session/use-session.ts';
import { quizApi } from '../../api/quiz-calls.ts';
import { PushedDeltasContext } from '../../hooks/use-live-match.ts';
import type { QuizAnswer } from '../../lib/quiz-types.ts';
import { TabBody } from '../detail/tab-body.tsx';
import { QuizBoard } from './quiz-board.tsx';

/**
 * A match's quiz with its loading and failure states: the score detail's quiz tab, and the live room's through the
 * `matchQuiz` slot (core/slots.ts). After an answer the quiz is read again in place, so the fan sees their entry and
 * the new counts without the skeleton. On the match detail, the quiz closes at kickoff as the match's channel tells
 * it (issue 23): a pushed status past "not started" while the quiz takes answers reads it again, in place.
 */
export function MatchQuiz(props: { matchId: number }) {
  const remote = useRemote(() => quizApi.match(props.matchId), `quiz-${props.matchId}`);
  const loaded =
    remote.state === 'ready'
      ? { status: 'ready' as const, data: remote.data }
      : { status: remote.state === 'loading' ? ('loading' as const) : ('failed' as const) };
  const gold = useSession((s) => s.user?.gold ?? 0);
  // The live room shows the quiz without its match's channel: the context's default feed pushes nothing there.
  const deltas = useContext(PushedDeltasContext);
  const open = useRef<{ sportId: number } | null>(null);
  open.current = remote.state === 'ready' && remote.data.status === packageStatus.active ? { sportId: remote.data.sport_id } : null;
  const { replace } = remote;
  useEffect(
    () =>
      deltas((delta) => {
        const quiz = open.current;
        if (!quiz || delta.status === undefined || isWaiting(quiz.sportId, delta.status)) return;
        // What it says after kickoff (in play, its answers closed) is the server's own; a failed read keeps the board.
        quizApi.match(props.matchId).then(replace, () => undefined);
      }),
    [deltas, props.matchId, replace],
  );
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
