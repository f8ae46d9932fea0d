import { useEffect, useState } from 'react';
import type { ChatSdk } from '../../../im/index.ts';

/** A fan group's anchor as the group knows them (their member profile's picture and nick), once `ready`; null before. */
export function useAnchorAvatar(sdk: ChatSdk, groupID: string, anchorID: string, ready: boolean): { avatar: string; nick: string } | null {
  const [anchor, setAnchor] = useState<{ avatar: string; nick: string } | null>(null);
  useEffect(() => {
    if (!anchorID || !ready) return;
    let active = true;
    sdk.getGroupMemberProfile({ groupID, userIDList: [anchorID] }).then(
      ({ data }) => active && data.memberList[0] && setAnchor({ avatar: data.memberList[0].avatar, nick: data.memberList[0].nick }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [sdk, groupID, anchorID, ready]);
  return anchor;
}
