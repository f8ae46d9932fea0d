import { describe, expect, it } from 'vitest';
import { ConversationType, ErrorCode, ImEvent, MessageType, ServerCode, type ImagePayload } from '../../../runtime/im/index.ts';
import { setClock } from '../../../server/__tests__/test-server.ts';
import { pngOf as png } from '../../support/images.ts';
import { eventually, nextEvent, uploadingPair } from './chat-fixtures.ts';

/** What createImageMessage takes: a File-like object over the bytes. */
const fileOf = (bytes: Buffer, name: string) => ({
  name,
  size: bytes.length,
  type: 'image/png',
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
});

/** Image messages over real sockets: uploaded to the server's store, received by the peer, read back byte for byte. */
describe('image messages between two clients', () => {
  const pair = uploadingPair('img');

  const image = (bytes: Buffer, name = 'goal.png', onProgress?: (percent: number) => void) =>
    pair.alice.createImageMessage({
      to: pair.bobId,
      conversationType: ConversationType.C2C,
      payload: { file: fileOf(bytes, name) },
      onProgress,
    });

  it('uploads the picture, and the peer receives its url, size and edges and reads the same bytes back', async () => {
    const bytes = png(1600, 900);
    const progress: number[] = [];
    const received = nextEvent(pair.bob, ImEvent.MESSAGE_RECEIVED);
    const { data } = await pair.alice.sendMessage(image(bytes, 'goal.png', (percent) => progress.push(percent)));
    expect(data.message.status).toBe('success');
    expect(progress.at(-1)).toBe(1);
    const [incoming] = await received;
    expect(incoming.type).toBe(MessageType.IMAGE);
    const payload = incoming.payload as ImagePayload;
    expect(payload.imageFormat).toBe(3);
    expect(payload.imageInfoArray.map(({ sizeType, size, width, height }) => ({ sizeType, size, width, height }))).toEqual([
      { sizeType: 1, size: bytes.length, width: 1600, height: 900 },
      { sizeType: 2, size: bytes.length, width: 720, height: 405 },
      { sizeType: 3, size: bytes.length, width: 198, height: 111 },
    ]);
    const url = payload.imageInfoArray[0].url;
    expect(url.startsWith(`${pair.server.url}/storage/files/im-${pair.aliceId}-`)).toBe(true);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await eventually(() => pair.bob.getTotalUnreadMessageCount() === 1, 5000, 'unread 1');
    const { data: list } = await pair.bob.getConversationList();
    expect(list.conversationList[0]).toMatchObject({
      conversationID: `C2C${pair.aliceId}`,
      lastMessage: { messageForShow: '[图片]', type: MessageType.IMAGE },
    });
  });

  it('keeps the image in the history the peer pages through', async () => {
    const { data } = await pair.bob.getMessageList({ conversationID: `C2C${pair.aliceId}` });
    expect(data.messageList.at(-1)?.type).toBe(MessageType.IMAGE);
  });

  it('refuses, before uploading, a file of another type, an empty one and one over 20 MB, naming the limit', async () => {
    const before = pair.recorder.statuses.length;
    await expect(pair.alice.sendMessage(image(png(2, 2), 'clip.heic'))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_IMAGE_TYPES_LIMIT,
    });
    await expect(pair.alice.sendMessage(image(Buffer.alloc(0), 'empty.png'))).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_FILE_IS_EMPTY,
    });
    const huge = { name: 'huge.png', size: 20 * 1024 * 1024 + 1, type: 'image/png', arrayBuffer: async () => new ArrayBuffer(0) };
    const message = pair.alice.createImageMessage({ to: pair.bobId, conversationType: ConversationType.C2C, payload: { file: huge } });
    await expect(pair.alice.sendMessage(message)).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_IMAGE_SIZE_LIMIT,
      message: 'an image may be at most 20 MB',
    });
    expect(message.status).toBe('fail');
    // A file named like a picture whose bytes are not one is refused too.
    await expect(pair.alice.sendMessage(image(Buffer.from('not a picture at all, only some text here'), 'fake.png'))).rejects.toMatchObject(
      { code: ErrorCode.MESSAGE_IMAGE_TYPES_LIMIT },
    );
    expect(pair.recorder.statuses.length).toBe(before);
  });

  it('refuses an image element that points anywhere but a file its sender stored here or received', async () => {
    const forged = image(png(4, 4));
    const info = (sizeType: number) => ({ sizeType, type: 0, size: 100, width: 4, height: 4, url: 'https://evil.example/x.png' });
    Object.assign(forged.payload, { imageFormat: 3, imageInfoArray: [info(1), info(2), info(3)] });
    await expect(pair.alice.sendMessage(forged)).rejects.toMatchObject({ code: ServerCode.INVALID_PARAMETER });
    // A file bob uploaded but sent nobody (his send failed after the upload) cannot be claimed by alice either.
    const unsent = pair.bob.createImageMessage({
      to: '999999999',
      conversationType: ConversationType.C2C,
      payload: { file: fileOf(png(3, 3), 'b.png') },
    });
    await expect(pair.bob.sendMessage(unsent)).rejects.toMatchObject({ code: ServerCode.INVALID_RECIPIENT });
    const claimed = image(png(3, 3));
    Object.assign(claimed.payload, {
      imageFormat: 3,
      imageInfoArray: (unsent.payload as ImagePayload).imageInfoArray.map((entry) => ({ ...entry })),
    });
    await expect(pair.alice.sendMessage(claimed)).rejects.toMatchObject({ code: ServerCode.INVALID_PARAMETER });
    // One he sent her is hers to forward.
    const { data } = await pair.bob.sendMessage(
      pair.bob.createImageMessage({
        to: pair.aliceId,
        conversationType: ConversationType.C2C,
        payload: { file: fileOf(png(3, 3), 'b.png') },
      }),
    );
    const forward = pair.alice.createForwardMessage({ to: pair.bobId, conversationType: ConversationType.C2C, payload: data.message });
    expect((await pair.alice.sendMessage(forward)).data.message.status).toBe('success');
  });

  it('asks for new credentials when the old ones ended: for the pre-signature, and after a 403 from the store', async () => {
    // The server's clock passes the credentials' end (600 s): the next pre-signature is refused, asked again with new
    // credentials, and succeeds.
    const start = pair.server.context.clock.now().getTime();
    setClock(pair.server, new Date(start + 700_000));
    const signed = await pair.alice.sendMessage(image(png(5, 5)));
    expect(signed.data.message.status).toBe('success');
    // Now the credentials end between the pre-signature and the PUT: the store answers 403, the client fetches new
    // credentials and a new address, and the second PUT stores the file.
    const before = pair.recorder.statuses.length;
    pair.recorder.beforeNextPut = () => setClock(pair.server, new Date(start + 1_400_000));
    const { data } = await pair.alice.sendMessage(image(png(6, 6)));
    expect(pair.recorder.statuses.slice(before)).toEqual([403, 200]);
    const served = await fetch((data.message.payload as ImagePayload).imageInfoArray[0].url);
    expect(served.status).toBe(200);
  });

  it('resends a failed image without uploading it again', async () => {
    const message = image(png(7, 7));
    const before = pair.recorder.statuses.length;
    pair.server.im.faults.failNext('c2c.send', ServerCode.NO_PERMISSION);
    await expect(pair.alice.sendMessage(message)).rejects.toMatchObject({ code: ServerCode.NO_PERMISSION });
    expect(message.status).toBe('fail');
    const { data } = await pair.alice.resendMessage(message);
    expect(data.message.status).toBe('success');
    expect(pair.recorder.statuses.length - before).toBe(1);
  });
});
