import type { Database } from '../../db/database.ts';

/** The types a group may have here. */
export type GroupKind = 'Public' | 'Private' | 'ChatRoom' | 'AVChatRoom' | 'Community';

/** A row of im_groups. */
export interface GroupRow {
  group_id: string;
  type: GroupKind;
  name: string;
  introduction: string;
  notification: string;
  avatar: string;
  owner_id: string;
  join_option: 'FreeAccess' | 'NeedPermission' | 'DisableApply';
  mute_all: boolean;
  max_members: number;
  created_at: number;
  info_time: number;
  /** A community whose messages go to its topics (migration 038); false for every other type. */
  is_support_topic: boolean;
  /** Seconds between two sends of a member (migration 043; 0 unlimited); the owner and admins are exempt. */
  slow_mode: number;
  /** Who beside the owner and admins may add members (migration 049). */
  invite_option: 'FreeAccess' | 'NeedPermission' | 'DisableInvite';
}

/** The im_groups row of a group a user created, or undefined. */
export async function createdGroup(db: Database, groupId: string): Promise<GroupRow | undefined> {
  const [stored] = await db.query<GroupRow>('select * from im_groups where group_id = $1', [groupId]);
  return stored;
}
