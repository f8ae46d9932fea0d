import { useT } from '../../../core/i18n/i18n.ts';
import { MessagePanel, PrimaryLink } from '../../../ui/message-panel.tsx';

/** The account screens need a session: a guest sees why, and the way to log in. */
export function SignedOut() {
  const { t } = useT('user-center');
  return (
    <MessagePanel
      testId="profile-guest"
      title={t('profile.guest')}
      text={t('profile.guestHint')}
      action={<PrimaryLink to="/login">{t('loginOrRegister')}</PrimaryLink>}
    />
  );
}
