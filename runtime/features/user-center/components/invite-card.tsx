import styled from '@emotion/styled';
import type { UserInfo } from '../../../../schema/generated/api.ts';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { PillButton } from '../../../ui/pill-button.tsx';

const Card = styled.section`
  margin: 0 0.75rem 0.75rem;
  padding: 1rem;
  border-radius: 0.75rem;
  background: ${(p) => p.theme.color.surface};
  text-align: center;
  > strong {
    display: block;
    margin: 0.25rem 0 0.5rem;
    color: ${(p) => p.theme.accent};
    font-size: 1.5rem;
    letter-spacing: 0.15em;
  }
  > p {
    margin: 0 0 0.75rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
    overflow-wrap: anywhere;
  }
  > p:last-child {
    margin: 0.75rem 0 0;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    margin: 0.875rem 0 0;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
  }
`;

/** The address a friend opens: the site's start page with the code, which the app stores until they register. */
export const inviteLink = (code: string, origin = location.origin) => `${origin}/m/?invite_code=${encodeURIComponent(code)}`;

/**
 * The fan's invitation: their code and link (shared through the system sheet where there is one, else copied), how
 * many friends registered with it, and the gold earned today and in all (docs/decisions.md "Invitations").
 */
export function InviteCard({ user }: { user: UserInfo }) {
  const { t } = useT('user-center');
  const { lang } = useAppStore();
  const { invite } = user;
  const link = inviteLink(invite.invite_code);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: t('invite.shareTitle'), url: link }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    showToast(t('invite.copied'));
  };
  return (
    <Card data-testid="invite-card">
      <span>{t('invite.yourCode')}</span>
      <strong data-testid="invite-code">{invite.invite_code}</strong>
      <p data-testid="invite-link">{link}</p>
      <PillButton type="button" onClick={() => void share()} data-testid="invite-share">
        {t('invite.share')}
      </PillButton>
      <dl>
        <div>
          <dt>{t('invite.count')}</dt>
          <dd data-testid="invite-count">{invite.invite_count}</dd>
        </div>
        <div>
          <dt>{t('invite.today')}</dt>
          <dd>{formatBalance(invite.profit, lang)}</dd>
        </div>
        <div>
          <dt>{t('invite.total')}</dt>
          <dd data-testid="invite-total">{formatBalance(invite.total_profit, lang)}</dd>
        </div>
      </dl>
      <p>{t('invite.rule')}</p>
    </Card>
  );
}
