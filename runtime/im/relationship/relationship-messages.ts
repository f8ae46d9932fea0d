import { addErrorMessages } from '../errors.ts';

// The default texts of the errors of friends, friend groups and the blacklist: added when this chunk loads, so the core does not carry them.
addErrorMessages({
  CANNOT_ADD_SELF_TO_BLACKLIST: 'cannot add yourself to the blacklist',
  FRIEND_APPLICATION_NOT_EXIST: 'friend application not exist',
  ALREADY_MY_FRIEND: 'already my friend',
  NOT_MY_FRIEND: 'not my friend',
  FRIEND_GROUP_EXISTED: 'friend group existed',
  FRIEND_GROUP_NOT_EXIST: 'friend group not exist',
});
