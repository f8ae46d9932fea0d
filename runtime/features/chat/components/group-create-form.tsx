import styled from '@emotion/styled';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { uploadImage } from '../../../core/upload/image-upload.ts';
import { GroupTypes, type ChatSdk, type Group } from '../../../im/index.ts';
import { useFriends } from '../../../im/react/index.ts';
import { groupNameMax, groupNameError, joinOptions } from '../lib/group-create.ts';
import { Avatar } from './avatar.tsx';
import { EmptyLine, SectionTitle } from './contact-row.tsx';
import { useFriendName } from './friend-list.tsx';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-bottom: 1.5rem;
  > label,
  > fieldset {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    margin: 0;
    padding: 0.75rem 0.875rem;
    border: 0;
    background: ${(p) => p.theme.color.surface};
    font-size: 0.9375rem;
  }
  > fieldset {
    flex-wrap: wrap;
  }
  legend {
    float: left;
    width: 100%;
    padding: 0 0 0.5rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  input[type='text'] {
    flex: 1;
    min-width: 0;
    padding: 0.5rem 0.625rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.background};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  > button {
    margin: 0.75rem 0.875rem 0;
    height: 2.75rem;
    border: 0;
    border-radius: 0.5rem;
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  > button:disabled {
    opacity: 0.6;
  }
`;

const Friends = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.5rem 0.875rem;
    background: ${(p) => p.theme.color.surface};
    font-size: 0.9375rem;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${(p) => p.theme.primary};
  }
`;

/**
 * The group a fan makes (spec 001 §4): a picture, a name of 1 to 32 characters, who may join (freely, on approval or
 * not at all) and the friends invited at once. A Public group, so its link lets others ask to join.
 */
export function GroupCreateForm(props: { sdk: ChatSdk; onCreated(group: Group): void }) {
  const { t } = useT('chat');
  const { friends } = useFriends(props.sdk);
  const friendName = useFriendName();
  const [name, setName] = useState('');
  const [avatar, setAvatar] = useState('');
  const [joinOption, setJoinOption] = useState<string>(GroupTypes.JOIN_OPTIONS_NEED_PERMISSION);
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const error = groupNameError(name);

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setAvatar(await uploadImage(file));
    } catch {
      // The upload has told the fan what went wrong.
    }
  };
  const toggle = (userID: string) =>
    setInvited((before) => {
      const next = new Set(before);
      if (!next.delete(userID)) next.add(userID);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error) return showToast(t(error));
    setBusy(true);
    try {
      const { data } = await props.sdk.createGroup({ type: GroupTypes.GRP_PUBLIC, name: name.trim(), avatar, joinOption });
      // Invited once the group exists, as the owner adds anyone later: the room then says who joined, by nick.
      if (invited.size > 0)
        await props.sdk
          .addGroupMember({ groupID: data.group.groupID, userIDList: [...invited] })
          .catch(() => showToast(t('groupCreate.inviteFailed')));
      props.onCreated(data.group);
    } catch {
      showToast(t('groupCreate.failed'));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} data-testid="group-create">
      <label>
        <Avatar id="new" name={name.trim() || t('groupCreate.title')} src={avatar} size={3} />
        <span>{avatar ? t('groupCreate.avatarChange') : t('groupCreate.avatar')}</span>
        <input type="file" accept="image/*" data-testid="group-create-avatar" onChange={(event) => void pickAvatar(event)} />
      </label>
      <label>
        <span>{t('groupCreate.name')}</span>
        <input
          type="text"
          value={name}
          maxLength={groupNameMax}
          placeholder={t('groupCreate.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          data-testid="group-create-name"
        />
      </label>
      <fieldset>
        <legend>{t('groupCreate.joinOption')}</legend>
        {joinOptions.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="join-option"
              value={option}
              checked={joinOption === option}
              onChange={() => setJoinOption(option)}
              data-testid={`group-create-join-${option}`}
            />{' '}
            {t(`groupCreate.join.${option}`)}
          </label>
        ))}
      </fieldset>
      <SectionTitle>{t('groupCreate.invite', { count: invited.size })}</SectionTitle>
      {friends.length === 0 ? (
        <EmptyLine>{t('groupCreate.noFriends')}</EmptyLine>
      ) : (
        <Friends>
          {friends.map((friend) => (
            <li key={friend.userID}>
              <label data-testid="group-create-friend" data-peer={friend.userID}>
                <input type="checkbox" checked={invited.has(friend.userID)} onChange={() => toggle(friend.userID)} />
                <Avatar id={friend.userID} name={friendName(friend)} src={friend.profile?.avatar} size={2.25} />
                {friendName(friend)}
              </label>
            </li>
          ))}
        </Friends>
      )}
      <button type="submit" disabled={busy || Boolean(error)} data-testid="group-create-submit">
        {t('groupCreate.submit')}
      </button>
    </Form>
  );
}
