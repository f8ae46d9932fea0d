import { describe, expect, it } from 'vitest';
import { lastMessageSummary, privateConversations, unreadBadge } from '../lib/summary.ts';
import { coordinatesOf } from '../lib/message-kind.ts';
import { canRevoke, revokeWindowSeconds } from '../lib/revoke-window.ts';
import { conversation, lastMessage, message, noonMar18 } from './chat-fixtures.ts';
import type { LastMessage } from '../../../im/index.ts';

describe('a conversation row', () => {
  it('summarises the last message: text on one line as sent (markup stays text), a custom message by its description', () => {
    expect(lastMessageSummary(lastMessage({ payload: { text: '<img src=x onerror=alert(1)>\n  see you' } }), '7')).toEqual({
      text: '<img src=x onerror=alert(1)> see you',
    });
    expect(
      lastMessageSummary(lastMessage({ type: 'TIMCustomElem', payload: { data: '{}', description: ' 礼物 ', extension: '' } }), '7'),
    ).toEqual({ key: 'customWith', values: { description: '礼物' } });
    expect(
      lastMessageSummary(lastMessage({ type: 'TIMCustomElem', payload: { data: '{}', description: '', extension: '' } }), '7'),
    ).toEqual({ key: 'customMessage' });
    expect(lastMessageSummary(null, '7')).toEqual({ text: '' });
  });

  it('an image says it is a picture ([图片] / [Imagem]), not its address', () => {
    const image = lastMessage({
      type: 'TIMImageElem',
      messageForShow: '[图片]',
      payload: { imageFormat: 3, uuid: 'u', imageInfoArray: [] },
    });
    expect(lastMessageSummary(image, '7')).toEqual({ key: 'imageMessage' });
  });

  it("names faces, places, merged messages and kinds the room cannot show in the fan's language, not the chat layer's Chinese", () => {
    const kind = (type: string, payload: unknown, messageForShow: string) =>
      lastMessageSummary(
        lastMessage({ type: type as LastMessage['type'], payload: payload as LastMessage['payload'], messageForShow }),
        '7',
      );
    expect(kind('TIMFaceElem', { index: 3, data: 'goal-dance' }, '[动画表情]')).toEqual({ key: 'faceMessage' });
    expect(kind('TIMLocationElem', { description: ' 深圳湾\n体育中心 ', latitude: 22.5, longitude: 113.9 }, '[位置]')).toEqual({
      key: 'locationWith',
      values: { description: '深圳湾 体育中心' },
    });
    expect(kind('TIMLocationElem', { description: '', latitude: 22.5, longitude: 113.9 }, '[位置]')).toEqual({ key: 'locationMessage' });
    expect(kind('TIMRelayElem', { title: '群聊的聊天记录', abstractList: [], messageList: [] }, '[聊天记录]')).toEqual({
      key: 'mergerMessage',
    });
    expect(kind('TIMSoundElem', {}, '[语音]')).toEqual({ key: 'audioMessage' });
    expect(kind('TIMVideoFileElem', {}, '[视频]')).toEqual({ key: 'videoMessage' });
    expect(kind('TIMFileElem', {}, '[文件]')).toEqual({ key: 'fileMessage' });
    expect(kind('TIMNewKindElem', {}, '[新消息]')).toEqual({ key: 'otherMessage' });
  });

  it('reads coordinates as degrees with their hemispheres', () => {
    expect(coordinatesOf({ latitude: 22.543096, longitude: 114.057865 })).toBe('22.54310°N 114.05787°E');
    expect(coordinatesOf({ latitude: -22.9068, longitude: -43.1729 })).toBe('22.90680°S 43.17290°W');
  });

  it('a revoked last message says who revoked it and never shows its text', () => {
    expect(lastMessageSummary(lastMessage({ isRevoked: true, revoker: '7', fromAccount: '7' }), '7')).toEqual({ key: 'revokedBySelf' });
    expect(lastMessageSummary(lastMessage({ isRevoked: true, revoker: '9' }), '7')).toEqual({ key: 'revokedByPeer' });
  });

  it('shows an unread badge above zero, 99+ past 99, and never for a live room', () => {
    expect(unreadBadge(conversation('C2C9', { unreadCount: 0 }))).toBe('');
    expect(unreadBadge(conversation('C2C9', { unreadCount: 3 }))).toBe('3');
    expect(unreadBadge(conversation('C2C9', { unreadCount: 120 }))).toBe('99+');
    expect(unreadBadge(conversation('GROUPlive_101', { unreadCount: 5, groupType: 'AVChatRoom' }))).toBe('');
  });

  it('the private tab lists the one-to-one conversations in the order the chat layer sorted them', () => {
    const sorted = [conversation('C2C3', { isPinned: true }), conversation('GROUPg1'), conversation('C2C9'), conversation('@TIM#SYSTEM')];
    expect(privateConversations(sorted).map((c) => c.conversationID)).toEqual(['C2C3', 'C2C9']);
  });
});

describe('revoking', () => {
  const sentAt = noonMar18;
  it("is offered for the fan's own sent messages for two minutes", () => {
    const own = message(sentAt, { flow: 'out' });
    expect(canRevoke(own, sentAt + revokeWindowSeconds)).toBe(true);
    expect(canRevoke(own, sentAt + revokeWindowSeconds + 1)).toBe(false);
  });

  it("never for the peer's, a message still being sent or failed, or one already revoked", () => {
    expect(canRevoke(message(sentAt, { flow: 'in' }), sentAt)).toBe(false);
    expect(canRevoke(message(sentAt, { flow: 'out', status: 'unsend' }), sentAt)).toBe(false);
    expect(canRevoke(message(sentAt, { flow: 'out', status: 'fail' }), sentAt)).toBe(false);
    expect(canRevoke(message(sentAt, { flow: 'out', isRevoked: true }), sentAt)).toBe(false);
  });
});
