import styled from '@emotion/styled';
import { useRef } from 'react';
import { useT } from '../../../core/i18n/i18n.ts';
import type { GroupMember } from '../../../im/index.ts';
import { useModalFocus } from '../../../ui/modal-focus.ts';
import { Backdrop } from './action-sheet.tsx';
import { Avatar } from './avatar.tsx';
import { linkButton } from './link-button.ts';

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 70%;
  padding-bottom: env(safe-area-inset-bottom);
  border-radius: 0.75rem 0.75rem 0 0;
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  h2 {
    margin: 0;
    padding: 0.875rem;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    font-size: 1rem;
    font-weight: 500;
    text-align: center;
  }
  ul {
    flex: 1;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  li > button {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    width: 100%;
    padding: 0.625rem 0.875rem;
    border: 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li > button span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: 0;
    padding: 1.5rem;
    color: ${(p) => p.theme.color.textMuted};
    text-align: center;
  }
  p > button {
    ${(p) => linkButton(p.theme)}
  }
  footer > button {
    width: 100%;
    height: 3.25rem;
    border: 0;
    border-top: 0.5rem solid ${(p) => p.theme.color.background};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

/** A member as the group knows them: their name card, else their nick, else their id. */
export const memberName = (member: Pick<GroupMember, 'nameCard' | 'nick' | 'userID'>): string =>
  member.nameCard || member.nick || member.userID;

/**
 * The @ picker that typing @ opens: "everyone" first for the owner and admins, then the members but the fan. A pick
 * writes the name into the text; closing leaves the @ as typed. A list that failed to load offers a retry.
 */
export function MentionPicker(props: {
  members: GroupMember[];
  status: string;
  selfID: string;
  canAtAll: boolean;
  onPick(userID: string, name: string): void;
  onRetry(): void;
  onClose(): void;
  atAllID: string;
}) {
  const { t } = useT('chat');
  const others = props.members.filter((member) => member.userID !== props.selfID);
  const sheet = useRef<HTMLDivElement>(null);
  // Focus goes back to the text field that opened it, whether a name was picked or the picker closed (Escape too).
  useModalFocus(sheet, props.onClose);
  return (
    <Backdrop onClick={props.onClose} data-testid="mention-picker">
      <Sheet ref={sheet} role="dialog" aria-modal="true" aria-label={t('mentionTitle')} onClick={(event) => event.stopPropagation()}>
        <h2>{t('mentionTitle')}</h2>
        <ul>
          {props.canAtAll ? (
            <li>
              <button type="button" data-testid="mention-all" onClick={() => props.onPick(props.atAllID, t('atAll'))}>
                <Avatar id="@all" name="@" size={2.25} />
                <span>{t('atAllLabel')}</span>
              </button>
            </li>
          ) : null}
          {others.map((member) => (
            <li key={member.userID}>
              <button
                type="button"
                data-testid="mention-member"
                data-user={member.userID}
                onClick={() => props.onPick(member.userID, memberName(member))}
              >
                <Avatar id={member.userID} name={memberName(member)} src={member.avatar} size={2.25} />
                <span>{memberName(member)}</span>
              </button>
            </li>
          ))}
        </ul>
        {props.status === 'loading' ? <p>{t('loadingOlder')}</p> : null}
        {props.status === 'error' ? (
          <p data-testid="mention-failed">
            {t('loadFailed')}
            <button type="button" data-testid="mention-retry" onClick={props.onRetry}>
              {t('retry')}
            </button>
          </p>
        ) : null}
        <footer>
          <button type="button" data-testid="mention-cancel" onClick={props.onClose}>
            {t('cancel')}
          </button>
        </footer>
      </Sheet>
    </Backdrop>
  );
}
