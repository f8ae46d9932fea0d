import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { anchorFansGroupId, type ChatSdk } from '../../../im/index.ts';
import { groupStatusOf, useGroupProfile } from '../../../im/react/index.ts';
import { PillButton } from '../../../ui/pill-button.tsx';

const Entry = styled(PillButton)`
  height: 2rem;
  padding: 0 0.75rem;
  font-size: 0.8125rem;
`;
const EntryLink = styled(Entry.withComponent(Link))`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

function Known(props: { sdk: ChatSdk; anchorId: number; selfID: string }) {
  const { t } = useT('chat');
  const navigate = useNavigate();
  const groupID = anchorFansGroupId(String(props.anchorId));
  const status = groupStatusOf(useGroupProfile(props.sdk, groupID, props.selfID));
  const [joining, setJoining] = useState(false);
  const room = `/chat-group/anchor/${encodeURIComponent(groupID)}`;
  if (status === 'member')
    return (
      <EntryLink to={room} data-testid="fan-group-open">
        {t('anchorGroup')}
      </EntryLink>
    );
  if (status !== 'not-member') return null;
  // One tap joins (a fan group lets anyone in, docs/decisions.md "Anchor fan groups") and opens the group.
  const join = () => {
    setJoining(true);
    props.sdk.joinGroup({ groupID }).then(
      ({ data }) => {
        setJoining(false);
        if (data.status === 'WaitAdminApproval') showToast(t('joinRequested'));
        else navigate(room);
      },
      () => {
        setJoining(false);
        showToast(t('joinFailed'));
      },
    );
  };
  return (
    <Entry type="button" disabled={joining} onClick={join} data-testid="fan-group-join">
      {t('joinFanGroup')}
    </Entry>
  );
}

/**
 * The way into an anchor's fan group from the anchor's room and page (core/slots.ts `fanGroupEntry`; issue 37 "Ways
 * in"): for a signed-in fan, 加入粉丝群 joins it and opens it, 粉丝群 opens it for a member; nothing for a guest, nor
 * while the anchor has not made one.
 */
export function FanGroupEntry(props: { anchorId: number }) {
  const sdk = useChatSdk();
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  if (!sdk || !selfID) return null;
  return <Known sdk={sdk} anchorId={props.anchorId} selfID={selfID} />;
}
