import { appBase } from '../../../core/navigation/redirect.ts';
import { GroupTypes } from '../../../im/index.ts';

/** Spec 001 §9: a group's name is at most 32 characters. */
export const groupNameMax = 32;

/** Who may join a group the fan makes (spec 001 §4 join options), the default first: on the owner's approval. */
export const joinOptions = [
  GroupTypes.JOIN_OPTIONS_NEED_PERMISSION,
  GroupTypes.JOIN_OPTIONS_FREE_ACCESS,
  GroupTypes.JOIN_OPTIONS_DISABLE_APPLY,
] as const;

/** What is wrong with a group's name as typed, as a key of the chat catalogue, or '' when it may be used. */
export function groupNameError(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return 'groupCreate.nameRequired';
  return [...trimmed].length > groupNameMax ? 'groupCreate.nameTooLong' : '';
}

/** The address that opens the group's room, where anyone signed in may ask to join: what the fan shares. */
export const groupLink = (origin: string, groupID: string): string => `${origin}${appBase}/chat-group/${encodeURIComponent(groupID)}`;
