import styled from '@emotion/styled';
import { useState } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/session.ts';
import { attentAnchor } from '../api/gifts.ts';

const Button = styled.button<{ following: boolean }>`
  flex: none;
  height: 1.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${(p) => (p.following ? p.theme.color.border : p.theme.primary)};
  border-radius: 999px;
  background: ${(p) => (p.following ? 'none' : p.theme.primary)};
  color: ${(p) => (p.following ? p.theme.color.textMuted : p.theme.onPrimary)};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
  }
`;

/**
 * Follow or unfollow the room's anchor (docs/api.md "Gifts and following"). The server's answer sets the state and the
 * fans count (`onFans`); a guest gets the login prompt (spec 000 §6).
 */
export function FollowButton(props: { anchorId: number; following: boolean; onFans(count: number): void }) {
  const { t } = useT('live');
  const [following, setFollowing] = useState(props.following);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!requireLogin() || busy) return;
    setBusy(true);
    try {
      const answer = await attentAnchor(props.anchorId, !following);
      setFollowing(answer.attent === 1);
      props.onFans(answer.fans_count);
    } catch {
      showToast(t('follow.failed'));
    }
    setBusy(false);
  };
  return (
    <Button type="button" data-testid="follow-anchor" following={following} aria-pressed={following} disabled={busy} onClick={toggle}>
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
