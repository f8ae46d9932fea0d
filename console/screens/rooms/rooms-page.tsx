import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { banInRoom, liftRoomBan, readRoom, removeRoomManager, type RoomOversight } from '../../api/room-calls.ts';
import { problemText, useT } from '../../i18n/i18n.ts';
import { useQueueCounts } from '../../state/counts-store.ts';
import { useCan } from '../../state/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardTitle, Chip, PageHead, PageLead, PageTitle } from '../../ui/card.tsx';
import { TextField } from '../../ui/field.tsx';
import { RemoteView } from '../../ui/remote-view.tsx';
import { RequirePermission } from '../../ui/require-permission.tsx';
import { useRemote } from '../../ui/use-remote.ts';
import { recordIdProblem, type Problem } from '../../validation/rules.ts';
import { dateTimeText } from '../../ui/date-time.ts';
import { Stack } from '../../ui/stack.tsx';
import { StatusNote } from '../../ui/status-line.tsx';
import { Actions, FanText, useRowAction } from '../queues/queue-parts.tsx';
import { QueueItem, QueueList, QueueMeta } from '../queues/queue-rows.tsx';
import { RoomBanForm } from './room-ban-form.tsx';
import { addModerationLabels } from '../../i18n/moderation-labels.ts';

addModerationLabels();

const Lookup = styled.form`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  & > label {
    flex: 0 1 16rem;
  }
  & > button {
    margin-top: 23px;
  }
`;

/** A live room's bans and managers: who is banned until when and by whom, lifted or removed here; fans banned from here. */
export function RoomsPage() {
  return (
    <RequirePermission permission="queues.read">
      <RoomsScreen />
    </RequirePermission>
  );
}

function RoomsScreen() {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [liveId, setLiveId] = useState<number | null>(null);
  const open = (event: FormEvent) => {
    event.preventDefault();
    const found = recordIdProblem(typed, 'validation.roomId');
    setProblem(found);
    if (!found) setLiveId(Number(typed.trim()));
  };
  return (
    <Stack>
      <PageHead>
        <PageTitle>{t('rooms.title')}</PageTitle>
        <PageLead>{t('rooms.lead')}</PageLead>
      </PageHead>
      <Lookup onSubmit={open} noValidate data-testid="room-lookup">
        <TextField
          label={t('rooms.liveId')}
          inputMode="numeric"
          placeholder="101"
          value={typed}
          error={problemText(t, problem)}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('rooms.open')}</Button>
      </Lookup>
      {liveId !== null && <Room key={liveId} liveId={liveId} />}
    </Stack>
  );
}

function Room({ liveId }: { liveId: number }) {
  const { t, i18n } = useT();
  const reviewer = useCan('reports.review');
  // Read again when the events stream names this room: a ban or manager change by another operator or in the fan app.
  const changes = useQueueCounts((state) => state.roomChanges[liveId] ?? 0);
  const { remote, retry } = useRemote(() => readRoom(liveId), `room:${liveId}:${changes}`);
  const { busyId, status, act } = useRowAction(retry);
  const time = (seconds: number) => dateTimeText(seconds, i18n.language);
  const setter = (ban: RoomOversight['bans'][number]) =>
    ban.by === 'room' ? t('rooms.byRoom', { name: ban.byNickName, id: ban.byUserId }) : t('rooms.byPlatform');
  return (
    <>
      <StatusNote status={status} testId="queue-status" />
      <RemoteView remote={remote} retry={retry}>
        {(room) => (
          <>
            <Card data-testid="room-managers">
              <CardTitle>{t('rooms.managers', { anchor: room.anchor.nickName, id: room.anchor.userId })}</CardTitle>
              {room.managers.length === 0 && <p>{t('rooms.noManagers')}</p>}
              <QueueList>
                {room.managers.map((m) => (
                  <QueueItem key={m.userId} data-testid={`room-manager-${m.userId}`}>
                    <QueueMeta>
                      <FanText>{m.nickName}</FanText>
                      <span>#{m.userId}</span>
                      <span>· {t('rooms.appointed', { at: time(m.appointedAt) })}</span>
                    </QueueMeta>
                    {reviewer && (
                      <Actions>
                        <Button
                          small
                          tone="danger"
                          type="button"
                          disabled={busyId === m.userId}
                          onClick={() =>
                            void act(m.userId, () => removeRoomManager(liveId, m.userId), t('rooms.removed', { name: m.nickName }))
                          }
                        >
                          {t('rooms.removeManager')}
                        </Button>
                      </Actions>
                    )}
                  </QueueItem>
                ))}
              </QueueList>
            </Card>
            <Card data-testid="room-bans">
              <CardTitle>{t('rooms.bans', { count: room.bans.length })}</CardTitle>
              {room.bans.length === 0 && <p>{t('rooms.noBans')}</p>}
              <QueueList>
                {room.bans.map((ban) => (
                  <QueueItem key={ban.userId} data-testid={`room-ban-${ban.userId}`}>
                    <QueueMeta>
                      <Chip tone={ban.blocksJoin ? 'danger' : 'warning'}>{t(ban.blocksJoin ? 'reports.ban' : 'reports.mute')}</Chip>
                      <FanText>{ban.nickName || ban.userId}</FanText>
                      <span>#{ban.userId}</span>
                      <span>· {t('rooms.until', { at: time(ban.until) })}</span>
                      <FanText>· {setter(ban)}</FanText>
                    </QueueMeta>
                    {reviewer && (
                      <Actions>
                        <Button
                          small
                          tone="secondary"
                          type="button"
                          disabled={busyId === Number(ban.userId)}
                          onClick={() =>
                            void act(
                              Number(ban.userId),
                              () => liftRoomBan(liveId, ban.userId),
                              t('rooms.lifted', { name: ban.nickName || ban.userId }),
                            )
                          }
                        >
                          {t('rooms.lift')}
                        </Button>
                      </Actions>
                    )}
                  </QueueItem>
                ))}
              </QueueList>
            </Card>
          </>
        )}
      </RemoteView>
      {reviewer && (
        <RoomBanForm
          busy={busyId !== null}
          onBan={(userId, duration, blocksJoin) =>
            void act(
              Number(userId),
              () => banInRoom(liveId, { userId, duration, blocksJoin }),
              t('rooms.banned', { id: userId, action: t(blocksJoin ? 'reports.ban' : 'reports.mute') }),
            )
          }
        />
      )}
    </>
  );
}
