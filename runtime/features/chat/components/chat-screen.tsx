import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useChatSdk } from '../../../core/chat/chat-sdk.ts';
import { useT } from '../../../core/i18n/i18n.ts';
import { useBusyScreen } from '../../../core/overlay/use-overlay.ts';
import { useSession } from '../../../core/session/use-session.ts';
import type { ChatSdk } from '../../../im/index.ts';
import { BackHeader } from '../../../ui/back-header.tsx';
import { SkeletonRows } from '../../../ui/load-states.tsx';
import { useVisualViewport } from '../hooks/use-visual-viewport.ts';
import { ChatLoginPanel } from './chat-login-panel.tsx';

/**
 * A chat room's screen, one-to-one or group: as tall as what the fan sees and placed on it, so when a phone's keyboard
 * opens the input sits just above it and the messages shrink, instead of the keyboard covering the input.
 */
export const ChatScreen = styled.main`
  position: fixed;
  inset: 0 0 auto;
  display: flex;
  flex-direction: column;
  height: 100dvh;
  background: ${(p) => p.theme.color.background};
  color: ${(p) => p.theme.color.text};
`;

/** What a room gets from its frame: the SDK, the signed-in fan, the header to put its title in, the visible height. */
export interface RoomFrame {
  sdk: ChatSdk;
  selfID: string;
  header(title: ReactNode): ReactNode;
  viewportHeight: number;
}

/**
 * The frame of both chat rooms (/c2c-chatroom/:id, /chat-group/:id and its anchor variant): the screen sized by the
 * visual viewport, the header (back to /c2c when opened directly), the login panel for guests, a skeleton until the
 * chat SDK is there, then the room (`children`).
 */
export function RoomShell(props: { page: string; title: string; guestTitle: string; children(frame: RoomFrame): ReactNode }) {
  const { t } = useT('chat');
  const selfID = useSession((s) => (s.user?.uid ? String(s.user.uid) : ''));
  const sdk = useChatSdk();
  const viewport = useVisualViewport();
  // Pop-ups the fan did not ask for (a new benefit, a kickoff) wait until the fan leaves the room.
  useBusyScreen('chat-room');
  const style = viewport ? { height: `${viewport.height}px`, transform: `translateY(${viewport.offsetTop}px)` } : undefined;
  const header = (title: ReactNode) => <BackHeader title={title} backLabel={t('back')} fallback="/c2c" />;
  const body = () => {
    if (!selfID)
      return (
        <>
          {header(props.title)}
          <ChatLoginPanel title={props.guestTitle} />
        </>
      );
    if (!sdk)
      return (
        <>
          {header(props.title)}
          <SkeletonRows testId="chat-loading" rows={5} />
        </>
      );
    return props.children({ sdk, selfID, header, viewportHeight: viewport?.height ?? 0 });
  };
  return (
    <ChatScreen data-page={props.page} style={style}>
      {body()}
    </ChatScreen>
  );
}
