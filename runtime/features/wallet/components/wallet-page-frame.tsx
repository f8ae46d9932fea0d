import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';

/**
 * A wallet screen: the header with its title, then the content for a signed-in fan, or the way to log in for a guest
 * (a wallet is always someone's). `page` names the screen for tests (data-page).
 */
export function WalletPageFrame(props: { page: string; title: string; fallback?: string; children: ReactNode }) {
  const { t } = useT('wallet');
  const signedIn = useSession((s) => Boolean(s.user));
  return (
    <Page data-page={props.page}>
      <BackHeader title={props.title} backLabel={t('back')} fallback={props.fallback ?? '/user-center/wallet'} />
      {signedIn ? (
        props.children
      ) : (
        <MessagePanel
          testId="wallet-guest"
          title={t('loginFirst')}
          text=""
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('login')}
            </PillButton>
          }
        />
      )}
    </Page>
  );
}
