import { useEffect, useState } from 'react';
import { GroupType, ImEvent, type ChatSdk, type ImError } from '../index.ts';
import { useMessages } from './use-messages.ts';

export type LiveRoomStatus = 'joining' | 'joined' | 'stopped' | 'failed';

/**
 * Joins a live room (anonymously when not logged in) for as long as the component is mounted, and returns its
 * messages. Guests read; sending needs a logged-in SDK.
 */
export function useLiveRoom(
  sdk: ChatSdk,
  groupID: string,
): { status: LiveRoomStatus; error?: ImError; messages: ReturnType<typeof useMessages> } {
  const [state, setState] = useState<{ status: LiveRoomStatus; error?: ImError }>({ status: 'joining' });
  useEffect(() => {
    let active = true;
    setState({ status: 'joining' });
    const offStopped = sdk.on(ImEvent.GROUP_POLLING_STOPPED, (event) => {
      if (active && event.groupID === groupID && event.reason !== 'quit') setState({ status: 'stopped' });
    });
    sdk.joinGroup({ groupID, type: GroupType.AVCHATROOM }).then(
      () => active && setState({ status: 'joined' }),
      (error: ImError) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
      offStopped();
      void sdk.quitGroup(groupID).catch(() => undefined);
    };
  }, [sdk, groupID]);
  return { ...state, messages: useMessages(sdk, `GROUP${groupID}`) };
}
