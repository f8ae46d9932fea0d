import { describe, expect, it } from 'vitest';
import {
  ConversationType,
  ErrorCode,
  ImEvent,
  MessageType,
  ServerCode,
  type AudioPayload,
  type FilePayload,
  type ImagePayload,
  type VideoPayload,
} from '../../../runtime/im/index.ts';
import { backends } from '../../../server/__tests__/test-server.ts';
import { pngOf as png } from '../../support/images.ts';
import { chatUser, eventually, loggedIn, nextEvent, uploadingPair } from './chat-fixtures.ts';

/** What the create calls take: a File-like object over the bytes, with a recorder's duration (ms) when given. */
const fileOf = (bytes: Buffer, name: string, duration?: number) => ({
  name,
  size: bytes.length,
  type: '',
  duration,
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
});
/** The first bytes of real containers: an MP4's ftyp box, an MP3's ID3 tag; the rest is filler. */
const mp4 = (length: number) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(length - 12, 7)]);
const mp3 = (length: number) => Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), Buffer.alloc(length - 6, 9)]);

/** Voice, video and file messages over real sockets: uploaded to the server's store, received by the peer, read back. */
describe.each(backends)('voice, video and file messages between two clients on $name', ({ databaseUrl }) => {
  const pair = uploadingPair('media', databaseUrl);

  const toBob = <F>(file: F) => ({ to: pair.bobId, conversationType: ConversationType.C2C, payload: { file } });

  /** Sends `message` from alice and gives what bob received. */
  async function received(send: () => Promise<unknown>) {
    const incoming = nextEvent(pair.bob, ImEvent.MESSAGE_RECEIVED);
    await send();
    const [message] = await incoming;
    return message;
  }

  it('sends a voice message: the peer gets its url, size and seconds and reads the same bytes back', async () => {
    const bytes = mp3(3000);
    const progress: number[] = [];
    const message = await received(() =>
      pair.alice.sendMessage(
        pair.alice.createAudioMessage({ ...toBob(fileOf(bytes, 'voice.mp3', 3200)), onProgress: (percent) => progress.push(percent) }),
      ),
    );
    expect(progress.at(-1)).toBe(1);
    expect(message.type).toBe(MessageType.AUDIO);
    const payload = message.payload as AudioPayload;
    expect(payload).toMatchObject({ size: bytes.length, second: 3, downloadFlag: 2 });
    expect(payload.url.startsWith(`${pair.server.url}/storage/files/im-${pair.aliceId}-`)).toBe(true);
    const served = await fetch(payload.url);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await eventually(() => pair.bob.getTotalUnreadMessageCount() === 1, 5000, 'unread 1');
    const { data } = await pair.bob.getConversationList();
    expect(data.conversationList[0]).toMatchObject({
      conversationID: `C2C${pair.aliceId}`,
      lastMessage: { messageForShow: '[语音]', type: MessageType.AUDIO },
    });
  });

  it('sends a video message as an mp4 the peer can read', async () => {
    const bytes = mp4(5000);
    const message = await received(() => pair.alice.sendMessage(pair.alice.createVideoMessage(toBob(fileOf(bytes, 'goal.mp4', 12_400)))));
    expect(message.type).toBe(MessageType.VIDEO);
    const payload = message.payload as VideoPayload;
    expect(payload).toMatchObject({ videoSize: bytes.length, videoSecond: 12, videoFormat: 'mp4', snapshotUrl: '' });
    const served = await fetch(payload.videoUrl);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('sends any file as a download under its own name, and keeps it in the history', async () => {
    const bytes = Buffer.from('<html><script>alert(1)</script></html>');
    const message = await received(() =>
      pair.alice.sendMessage(pair.alice.createFileMessage(toBob(fileOf(bytes, 'C:\\fans\\table.html')))),
    );
    expect(message.type).toBe(MessageType.FILE);
    const payload = message.payload as FilePayload;
    // The path a browser may give goes; the name stays.
    expect(payload).toMatchObject({ fileName: 'table.html', fileSize: bytes.length });
    const served = await fetch(payload.fileUrl);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const { data } = await pair.bob.getMessageList({ conversationID: `C2C${pair.aliceId}` });
    expect(data.messageList.slice(-3).map((entry) => entry.type)).toEqual([MessageType.AUDIO, MessageType.VIDEO, MessageType.FILE]);
  });

  it('refuses, before uploading, a video of another type and files over their limits, naming the limit', async () => {
    const before = pair.recorder.statuses.length;
    await expect(pair.alice.sendMessage(pair.alice.createVideoMessage(toBob(fileOf(mp4(100), 'goal.avi'))))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_VIDEO_TYPES_LIMIT,
    });
    const huge = { name: 'huge.mp3', size: 20 * 1024 * 1024 + 1, arrayBuffer: async () => new ArrayBuffer(0) };
    await expect(pair.alice.sendMessage(pair.alice.createAudioMessage(toBob(huge)))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_AUDIO_SIZE_LIMIT,
      message: 'an audio file may be at most 20 MB',
    });
    await expect(pair.alice.sendMessage(pair.alice.createFileMessage(toBob(undefined as never)))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_FILE_SELECT_FILE_FIRST,
    });
    expect(pair.recorder.statuses.length).toBe(before);
  });

  it('tries a refused video upload once more, then fails it with MESSAGE_VIDEO_UPLOAD_FAIL', async () => {
    const before = pair.recorder.statuses.length;
    // Named like a video, but its bytes are not one: the store refuses each PUT.
    const message = pair.alice.createVideoMessage(toBob(fileOf(Buffer.from('only some text, no video here at all'), 'fake.mp4')));
    await expect(pair.alice.sendMessage(message)).rejects.toMatchObject({ code: ErrorCode.MESSAGE_VIDEO_UPLOAD_FAIL });
    expect(pair.recorder.statuses.slice(before)).toEqual([400, 400]);
    expect(message.status).toBe('fail');
  });

  it('refuses elements naming a file of another kind, a size the store does not hold, or a file the sender never had', async () => {
    const { data: sent } = await pair.alice.sendMessage(pair.alice.createAudioMessage(toBob(fileOf(mp3(400), 'a.mp3'))));
    const voice = sent.message.payload as AudioPayload;
    // A picture passed off as a voice message.
    const { data: picture } = await pair.alice.sendMessage(pair.alice.createImageMessage(toBob(fileOf(png(4, 4), 'p.png'))));
    const forged = pair.alice.createAudioMessage(toBob(fileOf(mp3(400), 'a.mp3')));
    Object.assign(forged.payload, {
      url: (picture.message.payload as ImagePayload).imageInfoArray[0].url,
      size: (picture.message.payload as ImagePayload).imageInfoArray[0].size,
    });
    await expect(pair.alice.sendMessage(forged)).rejects.toMatchObject({ code: ServerCode.INVALID_PARAMETER });
    const wrongSize = pair.alice.createAudioMessage(toBob(fileOf(mp3(400), 'a.mp3')));
    Object.assign(wrongSize.payload, { ...voice, size: voice.size + 1 });
    await expect(pair.alice.sendMessage(wrongSize)).rejects.toMatchObject({ code: ServerCode.INVALID_PARAMETER });
    // Bob received the voice, so he may forward it; a file a stranger uploaded he may not name.
    const incoming = pair.bob.getLocalMessages(`C2C${pair.aliceId}`).at(-2);
    expect(incoming?.type).toBe(MessageType.AUDIO);
    const forward = pair.bob.createForwardMessage({ to: pair.aliceId, conversationType: ConversationType.C2C, payload: incoming! });
    expect((await pair.bob.sendMessage(forward)).data.message.status).toBe('success');
    const carol = await loggedIn(pair.clients.open(), await chatUser(pair.server, 'media_carol'));
    const claimed = carol.createAudioMessage({
      to: pair.bobId,
      conversationType: ConversationType.C2C,
      payload: { file: fileOf(mp3(400), 'a.mp3') },
    });
    Object.assign(claimed.payload, { ...voice });
    await expect(carol.sendMessage(claimed)).rejects.toMatchObject({ code: ServerCode.INVALID_PARAMETER });
  });
});
