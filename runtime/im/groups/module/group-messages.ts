import { addErrorMessages } from '../../errors.ts';

// The default texts of the errors of managing groups, members and topics: added when this chunk loads, so the core does not carry them.
addErrorMessages({
  ILLEGAL_GROUP_ID: 'illegal group ID',
  ILLEGAL_GROUP_TYPE: 'illegal group type',
  CANNOT_CHANGE_OWNER_IN_AVCHATROOM: 'cannot change the owner of a live chat room',
  CANNOT_CHANGE_OWNER_TO_SELF: 'cannot change the owner to oneself',
  CANNOT_DISMISS_WORK: 'a Private (Work) group cannot be dismissed',
  CANNOT_ADD_MEMBER_IN_AVCHATROOM: 'cannot add members to a live chat room',
  NOT_OWNER: 'only the group owner may do this',
  CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM: 'roles cannot be set in Private groups or live chat rooms',
  INVALID_MEMBER_ROLE: 'role must be Admin or Member',
  CANNOT_SET_SELF_MEMBER_ROLE: 'cannot set your own role',
  CANNOT_MUTE_SELF: 'cannot mute oneself',
  BAN_DURATION_INVALID: 'ban duration invalid',
  ILLEGAL_TOPIC_ID: 'illegal topic ID',
});
