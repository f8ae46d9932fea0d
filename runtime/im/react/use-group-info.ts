import { useCallback, useEffect } from 'react';
import {
  ImEvent,
  MessageType,
  type ChatSdk,
  type Group,
  type GroupApplication,
  type GroupSystemNoticePayload,
  type Message,
} from '../index.ts';
import { useGroupData, type GroupData } from './use-group-data.ts';
import { useGroupReloads } from './use-group.ts';

const never = () => false;

/**
 * A group's profile with my place in it (selfInfo: role, name card, mute, the group's slow mode), for the room and the
 * group pages alike: current after each tip of the group and each notice about it (at once for the profile and for
 * what names me, `selfID`; within seconds for others coming and going: use-group.ts reloadDelay) and after every change
 * this app makes. groupStatusOf says where the fan stands with it.
 */
export function useGroupProfile(sdk: ChatSdk, groupID: string, selfID: string): GroupData<Group> {
  const profile = useGroupData(sdk, `profile:${groupID}`, async () => (await sdk.getGroupProfile({ groupID })).data.group, never);
  const { show, reload } = profile;
  useGroupReloads(sdk, groupID, selfID, reload);
  // A change made here (or a notice: admin set, application approved) announces my groups with this one as the
  // module fetched it. Shown as it is: fetching again would announce again, without end.
  useEffect(
    () =>
      sdk.on(ImEvent.GROUP_LIST_UPDATED, (groups) => {
        const mine = groups.find((g) => g.groupID === groupID);
        if (mine) show(mine);
      }),
    [sdk, groupID, show],
  );
  return profile;
}

const isJoinRequest = (messages: readonly Message[], groupID: string) =>
  messages.some(
    (m) => m.type === MessageType.GROUP_SYSTEM_NOTICE && (m.payload as GroupSystemNoticePayload).groupProfile.groupID === groupID,
  );

/**
 * The requests to join `groupID` waiting for its owner or an admin (`enabled` only for them: others are refused),
 * current after a notice of the group; `handle` agrees or refuses one and resolves once the server has it.
 */
export function useGroupApplications(
  sdk: ChatSdk,
  groupID: string,
  enabled: boolean,
): { applications: GroupApplication[]; handle(application: GroupApplication, action: 'Agree' | 'Reject'): Promise<void> } {
  const { data, reload } = useGroupData(
    sdk,
    `applications:${groupID}:${enabled}`,
    async () => (enabled ? (await sdk.getGroupApplicationList()).data.applicationList.filter((a) => a.groupID === groupID) : []),
    (messages) => enabled && isJoinRequest(messages, groupID),
  );
  const handle = useCallback(
    async (application: GroupApplication, action: 'Agree' | 'Reject') => {
      try {
        await sdk.handleGroupApplication({ handleAction: action, application });
      } finally {
        // Handled here or by another admin meanwhile: the list says which are still waiting.
        reload();
      }
    },
    [sdk, reload],
  );
  return { applications: data ?? [], handle };
}
