import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useSession } from '../../../core/session/use-session.ts';
import { ImError, ServerCode, type ChatSdk, type Group } from '../../../im/index.ts';
import { useGroupProfile } from '../../../im/react/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { MessagePanel } from '../../../ui/message-panel.tsx';
import { Page } from '../../../ui/page.tsx';
import { PillButton } from '../../../ui/pill-button.tsx';
import { groupPaths, isAnchorPath, type GroupPaths } from '../lib/group-paths.ts';
import type { GroupRole } from '../lib/group-permissions.ts';
import { ChatLoginPanel } from './chat-login-panel.tsx';

/** What every group screen works with once the group has loaded. */
export interface GroupView {
  sdk: ChatSdk;
  group: Group;
  /** My role in the group; '' when I am not (or no longer) a member. */
  role: GroupRole;
  selfID: string;
  anchor: boolean;
  paths: GroupPaths;
}

/** What a group screen shows when the chat layer could not answer (a dropped connection): the failure and a retry. */
export function LoadFailed(props: { testId: string; retry(): void }) {
  const { t } = useT('chat');
  return (
    <MessagePanel
      testId={props.testId}
      title={t('groupPage.loadFailed')}
      text=""
      action={
        <PillButton type="button" onClick={props.retry}>
          {t('retry')}
        </PillButton>
      }
    />
  );
}

function LoadedGroup(props: { sdk: ChatSdk; groupID: string; selfID: string; anchor: boolean; children(view: GroupView): ReactNode }) {
  const { t } = useT('chat');
  const { status, data: group, error, reload } = useGroupProfile(props.sdk, props.groupID, props.selfID);
  if (group) {
    const view = {
      sdk: props.sdk,
      group,
      role: group.selfInfo.role,
      selfID: props.selfID,
      anchor: props.anchor,
      paths: groupPaths(props.groupID, props.anchor),
    };
    return <>{props.children(view)}</>;
  }
  if (status === 'loading') return <SkeletonRows testId="group-loading" rows={5} />;
  const code = error instanceof ImError ? error.code : 0;
  // 10010: no such group (dismissed, or a mistyped link); 10007: a Private group the fan is not in.
  if (code === ServerCode.GROUP_NOT_FOUND)
    return <MessagePanel testId="group-not-found" title={t('groupPage.notFound')} text={t('groupPage.notFoundHint')} />;
  if (code === ServerCode.NO_PERMISSION)
    return <MessagePanel testId="group-closed" title={t('groupPage.closed')} text={t('groupPage.closedHint')} />;
  return <LoadFailed testId="group-error" retry={reload} />;
}

/**
 * The frame of the group screens (/chat-group-info, /chat-group-announcements, /chat-group-member and their anchor
 * variants): the header (back to the group's chat when opened directly), a login panel for guests, then the group's profile from the chat layer, or why there is none.
 */
export function GroupScreen(props: { page: string; title: string; fallback?: string; children(view: GroupView): ReactNode }) {
  const { t } = useT('chat');
  const groupID = useParams().gid ?? '';
  const anchor = isAnchorPath(useLocation().pathname);
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  const sdk = useChatSdk();
  const body = () => {
    if (!selfID) return <ChatLoginPanel title={t('groupPage.guestTitle')} />;
    if (!sdk) return <SkeletonRows testId="group-loading" rows={5} />;
    return (
      <LoadedGroup key={groupID} sdk={sdk} groupID={groupID} selfID={selfID} anchor={anchor}>
        {props.children}
      </LoadedGroup>
    );
  };
  return (
    <Page data-page={props.page} data-anchor={anchor ? 'true' : undefined}>
      <BackHeader title={props.title} backLabel={t('back')} fallback={props.fallback ?? groupPaths(groupID, anchor).chat} />
      {body()}
    </Page>
  );
}
