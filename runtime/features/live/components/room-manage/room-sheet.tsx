import styled from '@emotion/styled';
import { useState } from 'react';
import { confirmDialog, showToast } from '../../../../core/feedback/feedback-store.ts';
import { useRemote } from '../../../../core/http/use-remote.ts';
import { useT } from '../../../../core/i18n/i18n.ts';
import { slowModeOptions } from '../../../../core/rules/constants.ts';
import { Field } from '../../../../ui/form.tsx';
import { PillButton } from '../../../../ui/pill-button.tsx';
import { changePubConfig, changeRoomTitle, clearChatList, getRoomManage, setRoomManager, type RoomManage } from '../../api/room-manage.ts';
import { BottomSheet } from '../bottom-sheet.tsx';
import { Choice, Choices, Part } from './manage-styles.ts';
import { SheetLoad } from './sheet-load.tsx';

/** Longest title the server takes, in characters (docs/api.md "Managing a live room"). */
const maxTitle = 30;

const Managers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.25rem 0;
    font-size: 0.875rem;
  }
  li span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * The room's manage sheet, for its anchor and managers: the title, slow mode (the spec's intervals; the current one
 * pressed), clearing the chat after a confirm, and for the anchor the managers with a way to remove each. Each change
 * reaches every viewer through the room's chat group, this page too; the sheet shows the server's answer.
 */
export function RoomSheet(props: { liveId: number; onClose(): void }) {
  const { t } = useT('live');
  const manage = useRemote(() => getRoomManage(props.liveId), `manage-${props.liveId}`);
  return (
    <BottomSheet testId="manage-sheet" title={t('manage.title')} closeLabel={t('manage.close')} onClose={props.onClose}>
      <SheetLoad remote={manage} />
      {manage.state === 'ready' ? <RoomControls manage={manage.data} onChange={manage.replace} /> : null}
    </BottomSheet>
  );
}

function RoomControls(props: { manage: RoomManage; onChange(manage: RoomManage): void }) {
  const { t } = useT('live');
  const { manage, onChange } = props;
  const [title, setTitle] = useState(manage.title);
  const [busy, setBusy] = useState(false);
  const length = [...title.trim()].length;
  const titleError = length > maxTitle ? t('manage.titleLong', { max: maxTitle }) : '';

  /** One change at a time; a refusal has been toasted by the HTTP client with the server's reason. */
  const run = async (change: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await change();
    } catch {
      // Said already (the client's toast).
    }
    setBusy(false);
  };

  const saveTitle = () =>
    run(async () => {
      if (length === 0) {
        showToast(t('manage.titleEmpty'));
        return;
      }
      const saved = await changeRoomTitle(manage.liveid, title);
      setTitle(saved.title);
      onChange({ ...manage, title: saved.title });
      showToast(t('manage.titleSaved'));
    });

  const setSlowMode = (seconds: number) =>
    run(async () => {
      const saved = await changePubConfig(manage.liveid, seconds);
      onChange({ ...manage, slow_mode: saved.slow_mode });
      showToast(t('manage.slowModeSet', { option: t(`slow.${seconds}`) }));
    });

  const clear = () =>
    run(async () => {
      const confirmed = await confirmDialog({
        title: t('manage.clear'),
        message: t('manage.clearMessage'),
        confirmText: t('manage.clearConfirm'),
        cancelText: t('manage.cancel'),
      });
      if (!confirmed) return;
      await clearChatList(manage.liveid);
      showToast(t('manage.cleared'));
    });

  const dismiss = (uid: number) =>
    run(async () => {
      await setRoomManager(manage.liveid, uid, false);
      onChange({ ...manage, managers: manage.managers.filter((m) => m.uid !== uid) });
    });

  return (
    <>
      <Part>
        <Field
          label={t('manage.roomTitle')}
          data-testid="manage-title"
          value={title}
          maxLength={maxTitle * 2}
          enterKeyHint="done"
          hint={t('manage.titleCount', { count: length, max: maxTitle })}
          error={titleError}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && !titleError && void saveTitle()}
          trailing={
            <PillButton
              type="button"
              data-testid="manage-title-save"
              disabled={busy || Boolean(titleError) || title.trim() === manage.title}
              onClick={() => void saveTitle()}
            >
              {t('manage.saveTitle')}
            </PillButton>
          }
        />
      </Part>
      <Part>
        <h3>{t('manage.slowMode')}</h3>
        <p>{t('manage.slowModeHint')}</p>
        <Choices role="group" aria-label={t('manage.slowMode')} data-testid="manage-slow-mode">
          {slowModeOptions.map((seconds) => (
            <Choice
              key={seconds}
              type="button"
              data-wide={seconds === 0}
              aria-pressed={manage.slow_mode === seconds}
              disabled={busy}
              onClick={() => manage.slow_mode !== seconds && void setSlowMode(seconds)}
            >
              {t(`slow.${seconds}`)}
            </Choice>
          ))}
        </Choices>
      </Part>
      <Part>
        <Choice
          type="button"
          data-wide="true"
          data-tone="danger"
          data-testid="manage-clear"
          disabled={busy}
          style={{ width: '100%' }}
          onClick={() => void clear()}
        >
          {t('manage.clear')}
        </Choice>
      </Part>
      {manage.role === 'anchor' ? (
        <Part data-testid="manage-managers">
          <h3>{t('manage.managers')}</h3>
          {manage.managers.length === 0 ? <p>{t('manage.noManagers')}</p> : null}
          <Managers>
            {manage.managers.map((m) => (
              <li key={m.uid}>
                <span>{m.nick_name}</span>
                <Choice
                  type="button"
                  data-tone="danger"
                  disabled={busy}
                  style={{ padding: '0 0.75rem' }}
                  onClick={() => void dismiss(m.uid)}
                >
                  {t('manage.dismiss')}
                </Choice>
              </li>
            ))}
          </Managers>
        </Part>
      ) : null}
    </>
  );
}
