import type { Conversation, LastMessage, Message } from '../../../im/index.ts';

/** 2026-03-18 12:00:00 China time (04:00 UTC), in Unix seconds. */
export const noonMar18 = Date.UTC(2026, 2, 18, 4) / 1000;

let random = 1;

/** A C2C text message between fan 7 (self) and fan 9, sent at `time`. */
export function message(time: number, change: Partial<Message> = {}): Message {
  const flow = change.flow ?? 'in';
  return {
    ID: `m${random}`,
    type: 'TIMTextElem',
    payload: { text: 'hi' },
    conversationType: 'C2C',
    conversationID: 'C2C9',
    to: flow === 'in' ? '7' : '9',
    from: flow === 'in' ? '9' : '7',
    flow,
    priority: 0,
    clientSequence: random,
    sequence: random,
    random: random++,
    time,
    clientTime: time,
    version: 0,
    status: 'success',
    isRevoked: false,
    revoker: '',
    isModified: false,
    isPeerRead: false,
    isRead: true,
    isDeleted: false,
    cloudCustomData: '',
    nick: '',
    avatar: '',
    vipLevel: 0,
    onlineOnly: false,
    ...change,
  };
}

export function lastMessage(change: Partial<LastMessage> = {}): LastMessage {
  return {
    lastTime: noonMar18,
    lastSequence: 3,
    fromAccount: '9',
    messageForShow: 'hi',
    payload: { text: 'hi' },
    type: 'TIMTextElem',
    isRevoked: false,
    revoker: '',
    cloudCustomData: '',
    nick: 'Ana',
    version: 0,
    isPeerRead: false,
    ...change,
  };
}

export function conversation(id: string, change: Partial<Conversation> = {}): Conversation {
  return {
    conversationID: id,
    type: id.startsWith('GROUP') ? 'GROUP' : id.startsWith('C2C') ? 'C2C' : '@TIM#SYSTEM',
    unreadCount: 0,
    lastMessage: lastMessage(),
    peerReadTime: 0,
    isPinned: false,
    pinnedTimeStamp: 0,
    messageReadSeq: 0,
    groupType: '',
    remark: '',
    name: '',
    groupAtInfoList: [],
    messageRemindType: 'AcceptAndNotify',
    markList: [],
    customData: '',
    conversationGroupList: [],
    groupProfile: null,
    ...change,
  };
}
