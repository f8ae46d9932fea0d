import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { FollowedList } from '../components/followed-list.tsx';
import { ScoreHeader } from '../components/score-header.tsx';

/**
 * /score/collected (spec 000 §2): the matches the fan follows. Following belongs to an account (spec 000 §6), so a
 * guest sees why the list is empty and a way to log in (back here afterwards, as the login prompt saves the page).
 */
export default function CollectedPage() {
  const { t } = useT('score');
  const token = useSession((s) => s.user?.token);
  return (
    <Page data-page="score-collected">
      <ScoreHeader title={t('collected')} back />
      {token ? (
        <FollowedList key={token} />
      ) : (
        <MessagePanel
          testId="collected-guest"
          title={t('collectedPage.guestTitle')}
          text={t('collectedPage.guestText')}
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('collectedPage.login')}
            </PillButton>
          }
        />
      )}
    </Page>
  );
}
