import styled from '@emotion/styled';
import { useState } from 'react';
import {
  banDurationOf,
  banDurations,
  type BanDuration,
  banReportedFan,
  deleteReportedMessage,
  dismissReport,
  readReports,
  type OpenReport,
  type ReportContextMessage,
} from '../../api/report-calls.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/card.tsx';
import { inputStyle } from '../../ui/field.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { color, radius } from '../../ui/tokens.ts';
import { QueueFrame } from './queue-frame.tsx';
import { QueueItem, QueueList, QueueMeta } from './queue-rows.tsx';
import { dateTimeText } from '../../ui/date-time.ts';
import { Actions, FanText, useQueue, useRowAction } from './queue-parts.tsx';

const Context = styled.ol`
  margin: 0;
  padding: 8px 12px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  border-radius: ${radius.small};
  background: ${color.border};
  font-size: 13px;
`;

const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: baseline;
`;

/** A message's text: beside its sender on a desktop, on a line of its own on a phone. */
const MessageText = styled(FanText)`
  flex: 1 1 14rem;
`;

const Select = styled.select`
  ${inputStyle}
  width: auto;
`;

/** Live rooms are where the gateway's bans hold: only their senders can be muted or banned from here. */
const inLiveRoom = (message: ReportContextMessage) => message.groupId.startsWith('live_');

/**
 * What a moderator can act on: a fan's words still shown (recalled from here; in a live room their sender muted too),
 * not a group's tip (a join) nor one already revoked.
 */
const actionable = (message: ReportContextMessage) => !message.revoked && message.text !== '';

/** The moderators' screen of fans' chat reports: what was reported in its context, dismissed or its sender muted or banned. */
export function ReportsPage() {
  return (
    <RequirePermission permission="queues.read">
      <ReportsScreen />
    </RequirePermission>
  );
}

function ReportsScreen() {
  const reviewer = useCan('reports.review');
  const { remote, retry } = useQueue(readReports, 'reports');
  const { busyId, status, act } = useRowAction(retry);
  return (
    <QueueFrame name="reports" countKey="reports.waiting" remote={remote} retry={retry} status={status}>
      {(items) => (
        <QueueList>
          {items.map((row) => (
            <ReportItem key={row.id} row={row} reviewer={reviewer} busy={busyId === row.id} act={act} />
          ))}
        </QueueList>
      )}
    </QueueFrame>
  );
}

function ReportItem({
  row,
  reviewer,
  busy,
  act,
}: {
  row: OpenReport;
  reviewer: boolean;
  busy: boolean;
  act: (id: number, run: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t, i18n } = useT();
  const open = row.context.filter(actionable);
  const [picked, setPicked] = useState<number | undefined>(open.at(-1)?.id);
  const [duration, setDuration] = useState<BanDuration>(banDurations[0]);
  const chosen = open.find((message) => message.id === picked);
  const user = chosen ? chosen.nick || chosen.from : '';

  const ban = (blocksJoin: boolean) => {
    if (!chosen) return;
    const action = t(blocksJoin ? 'reports.ban' : 'reports.mute');
    const body = { groupId: chosen.groupId, userId: chosen.from, duration, blocksJoin };
    void act(row.id, () => banReportedFan(row.id, body), t('reports.banned', { id: row.id, action, user }));
  };
  const recall = () => {
    if (chosen) void act(row.id, () => deleteReportedMessage(row.id, chosen.id), t('reports.deleted', { id: row.id, user }));
  };

  return (
    <QueueItem data-testid={`report-${row.id}`}>
      <QueueMeta>
        <Chip tone="danger">{t(`reports.reason.${row.target.reason}`, { defaultValue: row.target.reason })}</Chip>
        <FanText>{t(`reports.target.${row.target.type}`, { id: row.target.id })}</FanText>
        <span>←</span>
        <FanText>{row.nickName}</FanText>
        {row.userId > 0 && <span>#{row.userId}</span>}
        <span>· {dateTimeText(row.createdAt, i18n.language)}</span>
      </QueueMeta>
      {row.content && <FanText>{row.content}</FanText>}
      <QueueMeta>{t('reports.context')}</QueueMeta>
      {row.context.length === 0 ? (
        <QueueMeta>{t('reports.noContext')}</QueueMeta>
      ) : (
        <Context>
          {row.context.map((message) => (
            <Line key={message.id} data-testid={`report-message-${message.id}`}>
              {reviewer && actionable(message) && (
                <input
                  type="radio"
                  name={`report-${row.id}-sender`}
                  aria-label={t('reports.pick')}
                  checked={picked === message.id}
                  onChange={() => setPicked(message.id)}
                />
              )}
              <QueueMeta>
                <FanText>{message.nick || message.from}</FanText>
                <span>{message.groupId}</span>
                <span>{dateTimeText(message.time, i18n.language)}</span>
              </QueueMeta>
              {message.revoked ? <Chip>{t('reports.revoked')}</Chip> : <MessageText>{message.text}</MessageText>}
            </Line>
          ))}
        </Context>
      )}
      {reviewer && (
        <Actions>
          <Button
            small
            tone="secondary"
            type="button"
            disabled={busy}
            onClick={() => void act(row.id, () => dismissReport(row.id), t('reports.dismissed', { id: row.id }))}
          >
            {t('reports.dismiss')}
          </Button>
          {chosen && (
            <Button small tone="danger" type="button" disabled={busy} onClick={recall}>
              {t('reports.deleteMessage')}
            </Button>
          )}
          {chosen && inLiveRoom(chosen) && (
            <>
              <Select
                aria-label={t('reports.duration')}
                value={duration}
                onChange={(event) => setDuration(banDurationOf(event.target.value))}
              >
                {banDurations.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {t(`reports.seconds.${seconds}`)}
                  </option>
                ))}
              </Select>
              <Button small type="button" disabled={busy} onClick={() => ban(false)}>
                {t('reports.mute')}
              </Button>
              <Button small tone="danger" type="button" disabled={busy} onClick={() => ban(true)}>
                {t('reports.ban')}
              </Button>
            </>
          )}
        </Actions>
      )}
    </QueueItem>
  );
}
