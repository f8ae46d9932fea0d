import { useNavigate } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { SubHeader } from '../../../ui/sub-header.tsx';
import { BenefitList } from '../components/benefit-list.tsx';

/**
 * /user-center/benefits: every benefit of the fan (the new-benefit modal's "view my benefits" opens it). Benefits belong
 * to an account, so a guest sees why the page is empty and a way to log in (back here afterwards: the login prompt
 * saves the page). A new session starts the list over.
 */
export default function BenefitsPage() {
  const { t } = useT('user-center');
  const navigate = useNavigate();
  const token = useSession((s) => s.user?.token);
  // Opened from the modal or a link, there may be no page to go back to: the user centre then.
  const back = () => (history.length > 1 ? navigate(-1) : navigate('/user-center'));
  return (
    <Page data-page="benefits">
      <SubHeader title={t('benefits')} backLabel={t('back')} onBack={back} />
      {token ? (
        <BenefitList key={token} />
      ) : (
        <MessagePanel
          testId="benefits-guest"
          title={t('benefitsPage.guestTitle')}
          text={t('benefitsPage.guestText')}
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('benefitsPage.login')}
            </PillButton>
          }
        />
      )}
    </Page>
  );
}
