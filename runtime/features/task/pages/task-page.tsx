import styled from '@emotion/styled';
import { useState } from 'react';
import type { TaskInfo } from '../../../../schema/generated/api.ts';
import { useRemote } from '../../../core/http/use-remote.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { formatBalance } from '../../../core/rules/display-rules.ts';
import { refreshUserInfo, requireLogin } from '../../../core/session/session.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { useAppStore } from '../../../core/store/use-app-store.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { Card } from '../../../ui/card.tsx';
import { loadStates } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { checkIn, getTaskInfo, receiveReward } from '../api/task-calls.ts';
import { colors } from '../../../core/theme/theme.ts';

const { RemoteView } = loadStates('task', 'task');

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.8125rem;
`;

const Week = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 0.25rem;
  margin: 0.75rem 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.125rem;
    padding: 0.375rem 0;
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.6875rem;
  }
  li b {
    color: ${(p) => p.theme.color.text};
    font-size: 0.8125rem;
  }
  li[data-checked='1'] {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
  li[data-checked='1'] b {
    color: inherit;
  }
`;

const Wide = styled(PillButton)`
  width: 100%;
`;

const Tasks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 0.125rem 0.5rem;
    padding: 0.625rem 0;
    font-size: 0.875rem;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  small {
    grid-column: 1;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.75rem;
  }
  em {
    color: ${colors.warning};
    font-style: normal;
  }
  button {
    grid-row: 1 / span 2;
    grid-column: 2;
  }
`;

const Notice = styled.p`
  margin: 0.75rem;
  padding: 0.75rem;
  border-radius: 0.5rem;
  background: ${(p) => p.theme.color.surface};
  font-size: 0.875rem;
`;

type Task = TaskInfo['tasks'][number];

/**
 * /user-center/task: the week's check-in (the 7-day award cycle, today's state, the streak), the level, and the tasks
 * with their progress as the server observed it (spec 000 §3 Task info). A finished task's reward is claimed once;
 * a task not finished yet shows its progress. Gold moves through the ledger, so the wallet and the transaction log
 * show every award.
 */
export default function TaskPage() {
  const { t } = useT('task');
  const lang = useAppStore((s) => s.lang);
  const token = useSession((s) => s.user?.token ?? '');
  const info = useRemote(() => (token ? getTaskInfo() : Promise.reject(new Error('guest'))), token);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setNotice(await work());
      info.retry();
      void refreshUserInfo();
    } catch (error) {
      setNotice(error instanceof Error ? error.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const taskButton = (task: Task) => {
    if (task.received) return <PillButton disabled>{t('claimed')}</PillButton>;
    if (task.stage < task.stage_max) return <PillButton disabled>{t('todo')}</PillButton>;
    return (
      <PillButton
        type="button"
        disabled={busy}
        data-testid="task-claim"
        onClick={() => void act(async () => t('claimedAward', { award: formatBalance((await receiveReward(task.prop)).award, lang) }))}
      >
        {t('claim')}
      </PillButton>
    );
  };
  const list = (data: TaskInfo, kind: 'newbie' | 'daily') => (
    <Card>
      <h2>{t(kind)}</h2>
      <Tasks>
        {data.tasks
          .filter((task) => task.kind === kind)
          .map((task) => (
            <li key={task.prop} data-testid="task" data-prop={task.prop} data-received={task.received}>
              <span>
                {lang === 'cn' ? task.name : task.name_en} <em>{t('reward', { reward: formatBalance(task.reward, lang) })}</em>
              </span>
              <small>
                {lang === 'cn' ? `${task.desc} · ` : ''}
                {t('progress', { stage: task.stage, max: task.stage_max })}
              </small>
              {taskButton(task)}
            </li>
          ))}
      </Tasks>
    </Card>
  );
  return (
    <Page data-page="task">
      <BackHeader title={t('task')} backLabel={t('back')} fallback="/user-center" />
      {!token ? (
        <MessagePanel
          testId="task-guest"
          title={t('loginFirst')}
          text=""
          action={
            <PillButton type="button" onClick={() => requireLogin()}>
              {t('login')}
            </PillButton>
          }
        />
      ) : (
        <RemoteView remote={info} rows={5}>
          {(data) => {
            const next = data.checkin_nth_status.find((d) => d.nth === data.checkin_nth);
            return (
              <>
                {notice ? <Notice data-testid="task-notice">{notice}</Notice> : null}
                <Card data-testid="check-in" data-checked={data.checkin}>
                  <h2>{t('checkInTitle')}</h2>
                  <Head>
                    <span>{t('streak', { days: data.checkin_continuous })}</span>
                    <span>{t('gold', { gold: formatBalance(data.gold, lang) })}</span>
                  </Head>
                  <Week>
                    {data.checkin_nth_status.map((day) => (
                      <li key={day.nth} data-checked={day.checked}>
                        {t('day', { n: day.nth })}
                        <b>{formatBalance(day.award, lang)}</b>
                      </li>
                    ))}
                  </Week>
                  <Wide
                    type="button"
                    disabled={busy || data.checkin === 1}
                    data-testid="check-in-button"
                    onClick={() => void act(async () => t('checkedAward', { award: formatBalance((await checkIn()).award, lang) }))}
                  >
                    {data.checkin === 1 ? t('checkedIn') : t('checkIn', { award: formatBalance(next?.award ?? 0, lang) })}
                  </Wide>
                  <Head>
                    <span>{t('level', { level: data.level.level, point: data.level.point, next: data.level.next })}</span>
                  </Head>
                </Card>
                {list(data, 'newbie')}
                {list(data, 'daily')}
              </>
            );
          }}
        </RemoteView>
      )}
    </Page>
  );
}
