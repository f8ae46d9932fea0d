import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityDetail } from '../../../../schema/generated/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { packageStatus } from '../../../core/rules/constants.ts';
import { refreshUserInfo, requireLogin } from '../../../core/session/session.ts';
import { PillButton } from '../../../ui/pill-button.tsx';
import { activityApi } from '../api/activity-calls.ts';

const Panel = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  font-size: 0.8125rem;
  span {
    color: ${(p) => p.theme.color.textMuted};
  }
  a {
    margin-left: 0.375rem;
  }
`;

/** Gold the server answers with status 7 for (the fan cannot pay the fee): the recharge link is offered. */
const insufficientBalance = 7;

/**
 * Joining an activity (docs/decisions.md "Joining activities"): the fee and the count of fans in, the join button while
 * it is upcoming or running, and once joined, whether the award or the refund has been paid. A guest gets the login
 * prompt; a fan without the fee, the way to recharge.
 */
export function JoinPanel(props: { activity: ActivityDetail; onJoined(): void }) {
  const { t } = useT('activity');
  const { activity } = props;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; short: boolean } | null>(null);
  const open = activity.status === packageStatus.active || activity.status === packageStatus.inplay;
  const join = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    setProblem(null);
    try {
      await activityApi.join(activity.id);
      void refreshUserInfo();
      props.onJoined();
    } catch (error) {
      setProblem({
        text: error instanceof Error ? error.message : t('loadFailed'),
        short: (error as { status?: number }).status === insufficientBalance,
      });
    } finally {
      setBusy(false);
    }
  };
  const entry = activity.entry;
  const state = entry ? t(entry.settled ? `settled.${entry.settled}` : 'joined', { award: activity.award, fee: entry.fee }) : null;
  return (
    <Panel data-testid="activity-join">
      <div>
        <div>{activity.entry_fee > 0 ? t('fee', { fee: activity.entry_fee }) : t('free')}</div>
        <span data-testid="activity-participants">{t('participants', { count: activity.participants })}</span>
        {problem ? (
          <div role="alert">
            {problem.text}
            {problem.short ? <Link to="/recharge">{t('recharge')}</Link> : null}
          </div>
        ) : null}
      </div>
      {state ? (
        <strong data-testid="activity-entry">{state}</strong>
      ) : open ? (
        <PillButton type="button" disabled={busy} onClick={() => void join()} data-testid="activity-join-button">
          {t('join')}
        </PillButton>
      ) : null}
    </Panel>
  );
}
