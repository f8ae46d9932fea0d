import styled from '@emotion/styled';
import type { ChangeEvent } from 'react';
import { api } from '../../../core/http/api.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { uploadImage } from '../../../core/upload/image-upload.ts';

const Picker = styled.label`
  position: relative;
  flex: none;
  cursor: pointer;
  img {
    display: block;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    object-fit: cover;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/** The signed-in user's avatar; tapping it picks a new picture, uploaded (resized) and saved to the profile. */
export function AvatarPicker(props: { src: string }) {
  const { t } = useT('user-center');
  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const url = await uploadImage(file);
      const saved = await api.post<{ avatar?: string }>('/api/user/editUserInfo', { avatar: url });
      useSession.getState().patchUser({ avatar: saved.avatar ?? url });
    } catch {
      // The upload and the client have told the fan what went wrong.
    }
  };
  return (
    <Picker title={t('changeAvatar')}>
      <img src={props.src} alt={t('changeAvatar')} />
      <input type="file" accept="image/*" onChange={change} data-testid="avatar-input" />
    </Picker>
  );
}
