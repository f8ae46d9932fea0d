import { useNavigate } from 'react-router-dom';
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

/** The match quiz: the reference API has no quiz calls yet, so the tab says so. */
export function QuizTab() {
  const { t } = useT('live');
  return <MessagePanel testId="quiz-tab" title={t('quiz.title')} text={t('quiz.hint')} />;
}
