/**
 * Conversation list paging (spec 001 §4): not started, pending, resolved, rejected. A rejected sync makes the next
 * list request sync again; a resolved one answers from memory.
 */
export type PagingState = 'notStarted' | 'pending' | 'resolved' | 'rejected';
export type PagingAction = 'request' | 'succeed' | 'fail' | 'reset';

export function pagingReducer(state: PagingState, action: PagingAction): PagingState {
  switch (action) {
    case 'request':
      return 'pending';
    case 'succeed':
      return 'resolved';
    case 'fail':
      return 'rejected';
    case 'reset':
      return 'notStarted';
  }
  return state;
}

/** Whether getConversationList must ask the server first. */
export const needsSync = (state: PagingState): boolean => state === 'notStarted' || state === 'rejected';
