import { addErrorMessages } from '../../errors.ts';

// The default texts of the errors of joining and leaving groups: added when this chunk loads, so the core does not carry them.
addErrorMessages({
  JOIN_GROUP_FAIL: 'join group failed',
  MEMBER_NOT_IN_GROUP: 'member not in group',
  CANNOT_JOIN_WORK: 'a Private (Work) group cannot be joined: members are invited',
});
