import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { showToast } from '../../../core/feedback/feedback-store.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import type { Group } from '../../../im/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { Page } from '../../../ui/page.tsx';
import { Avatar } from '../components/avatar.tsx';
import { ChatLoginPanel } from '../components/chat-login-panel.tsx';
import { GroupCreateForm } from '../components/group-create-form.tsx';
import { groupLink } from '../lib/group-create.ts';

const Made = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  align-items: center;
  margin: 1rem 0.875rem;
  padding: 1.25rem 1rem;
  border-radius: 0.625rem;
  background: ${(p) => p.theme.color.surface};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.8125rem;
  }
  output {
    box-sizing: border-box;
    width: 100%;
    padding: 0.5rem 0.625rem;
    border-radius: 0.375rem;
    background: ${(p) => p.theme.color.background};
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
  > div {
    display: flex;
    gap: 0.625rem;
    width: 100%;
  }
  a,
  button {
    flex: 1;
    height: 2.5rem;
    border: 1px solid ${(p) => p.theme.primary};
    border-radius: 0.5rem;
    background: transparent;
    color: ${(p) => p.theme.primary};
    font: inherit;
    font-size: 0.875rem;
    line-height: 2.375rem;
    text-decoration: none;
    cursor: pointer;
  }
  a {
    background: ${(p) => p.theme.primary};
    color: ${(p) => p.theme.onPrimary};
  }
`;

/** The group just made: its link to share (copied, or handed to the phone's share sheet) and the way into its room. */
function GroupMade(props: { group: Group }) {
  const { t } = useT('chat');
  const link = groupLink(location.origin, props.group.groupID);
  const share = async () => {
    try {
      if (navigator.share) await navigator.share({ title: props.group.name, url: link });
      else {
        await navigator.clipboard.writeText(link);
        showToast(t('copied'));
      }
    } catch {
      // The fan closed the share sheet, or the page may not write the clipboard: the link stays on screen to copy.
    }
  };
  return (
    <Made data-testid="group-created">
      <Avatar id={props.group.groupID} name={props.group.name} src={props.group.avatar} size={4} />
      <h2>{props.group.name}</h2>
      <p>{t('groupCreate.shareHint')}</p>
      <output data-testid="group-link">{link}</output>
      <div>
        <button type="button" onClick={() => void share()} data-testid="group-share">
          {t('groupCreate.share')}
        </button>
        <Link to={`/chat-group/${encodeURIComponent(props.group.groupID)}`} replace data-testid="group-open">
          {t('groupCreate.open')}
        </Link>
      </div>
    </Made>
  );
}

/** /chat-group-create: a fan makes a group, invites friends, and shares its link (docs/decisions.md "Groups a fan makes"). */
export default function GroupCreatePage() {
  const { t } = useT('chat');
  const signedIn = useSession((s) => Boolean(s.user?.uid));
  const sdk = useChatSdk();
  const [made, setMade] = useState<Group | null>(null);
  return (
    <Page data-page="chat-group-create">
      <BackHeader title={t('groupCreate.title')} backLabel={t('back')} fallback="/c2c" />
      {!signedIn ? (
        <ChatLoginPanel title={t('guestTitle')} />
      ) : made ? (
        <GroupMade group={made} />
      ) : sdk ? (
        <GroupCreateForm sdk={sdk} onCreated={setMade} />
      ) : (
        <SkeletonRows testId="group-create-loading" rows={4} />
      )}
    </Page>
  );
}
