import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { slotComponent } from '../../../../core/slots.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../../core/session/session.ts';
import { MessagePanel } from '../../../../ui/message-panel.tsx';
import { RetryButton } from '../load-states.tsx';

/** Private chat (spec 000 §2 c2c): the conversations live in the chat screens; a guest is asked to log in first. */
export function C2cTab() {
  const { t } = useT('live');
  const navigate = useNavigate();
  return (
    <MessagePanel
      testId="c2c-tab"
      title={t('c2c.title')}
      text={t('c2c.hint')}
      action={
        <RetryButton type="button" onClick={() => requireLogin() && navigate('/c2c')}>
          {t('c2c.open')}
        </RetryButton>
      }
    />
  );
}

/**
 * The match quiz of the room's match, provided by the score feature (core/slots.ts); a tenant that does not build the
 * score feature has no quiz to show, and the tab says so.
 */
export function QuizTab(props: { matchId: number }) {
  const { t } = useT('live');
  const MatchQuiz = slotComponent('matchQuiz');
  if (!MatchQuiz) return <MessagePanel testId="quiz-tab" title={t('quiz.title')} text={t('quiz.hint')} />;
  return (
    <Suspense fallback={null}>
      <MatchQuiz matchId={props.matchId} />
    </Suspense>
  );
}
