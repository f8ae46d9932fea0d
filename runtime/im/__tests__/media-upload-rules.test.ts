import { describe, expect, it } from 'vitest';
import { ErrorCode, type ImError } from '../errors.ts';
import { create } from '../sdk.ts';
import { ConversationType, MessageType, type VideoPayload } from '../types.ts';
import { checkAudioFile, checkPlainFile, checkVideoFile } from '../upload/upload-rules.ts';
import { codeOf } from './code-of.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type, arrayBuffer: async () => new ArrayBuffer(size) });
const megabyte = 1024 * 1024;

/** The error `work` throws. */
const errorOf = (work: () => unknown): ImError | undefined => {
  try {
    work();
  } catch (error) {
    return error as ImError;
  }
  return undefined;
};

describe('voice files (spec 001 §5 Upload, §8, §9)', () => {
  it('needs a file of a format the store keeps: none, or another, is MESSAGE_AUDIO_UPLOAD_FAIL', () => {
    expect(codeOf(() => checkAudioFile(undefined))).toBe(ErrorCode.MESSAGE_AUDIO_UPLOAD_FAIL);
    expect(codeOf(() => checkAudioFile({ files: [] }))).toBe(ErrorCode.MESSAGE_AUDIO_UPLOAD_FAIL);
    expect(codeOf(() => checkAudioFile(file('voice.amr', 10)))).toBe(ErrorCode.MESSAGE_AUDIO_UPLOAD_FAIL);
    expect(
      ['voice.mp3', 'voice.M4A', 'voice.aac', 'voice.wav', 'voice.ogg', 'voice.webm'].map(
        (name) => checkAudioFile(file(name, 10)).storedAs,
      ),
    ).toEqual(['mp3', 'm4a', 'aac', 'wav', 'ogg', 'weba']);
    // A recorder's nameless Blob goes by its MIME type.
    expect(checkAudioFile(file('', 10, 'audio/webm')).storedAs).toBe('weba');
  });

  it('refuses an empty file and one over 20 MB, naming the limit in MB', () => {
    expect(codeOf(() => checkAudioFile(file('a.mp3', 0)))).toBe(ErrorCode.MESSAGE_FILE_IS_EMPTY);
    expect(() => checkAudioFile(file('a.mp3', 20 * megabyte))).not.toThrow();
    expect(errorOf(() => checkAudioFile(file('a.mp3', 20 * megabyte + 1)))).toMatchObject({
      code: ErrorCode.MESSAGE_AUDIO_SIZE_LIMIT,
      message: 'an audio file may be at most 20 MB',
    });
  });
});

describe('video files', () => {
  it('takes mp4, quicktime and mov only (MESSAGE_VIDEO_TYPES_LIMIT), and needs a file (MESSAGE_FILE_SELECT_FILE_FIRST)', () => {
    expect(checkVideoFile(file('goal.mp4', 10)).storedAs).toBe('mp4');
    expect(checkVideoFile(file('goal.MOV', 10)).storedAs).toBe('mov');
    expect(checkVideoFile(file('', 10, 'video/quicktime')).storedAs).toBe('mov');
    for (const name of ['goal.avi', 'goal.webm', 'goal.mkv', 'goal'])
      expect(codeOf(() => checkVideoFile(file(name, 10)))).toBe(ErrorCode.MESSAGE_VIDEO_TYPES_LIMIT);
    expect(codeOf(() => checkVideoFile(null))).toBe(ErrorCode.MESSAGE_FILE_SELECT_FILE_FIRST);
  });

  it('refuses an empty video and one over 100 MB, naming the limit in MB', () => {
    expect(codeOf(() => checkVideoFile(file('a.mp4', 0)))).toBe(ErrorCode.MESSAGE_FILE_IS_EMPTY);
    expect(() => checkVideoFile(file('a.mp4', 100 * megabyte))).not.toThrow();
    expect(errorOf(() => checkVideoFile(file('a.mp4', 100 * megabyte + 1)))).toMatchObject({
      code: ErrorCode.MESSAGE_VIDEO_SIZE_LIMIT,
      message: 'a video may be at most 100 MB',
    });
  });
});

describe('plain files', () => {
  it('take any type as opaque bytes, need a file, refuse empty and over 100 MB (MESSAGE_FILE_SIZE_LIMIT)', () => {
    expect(checkPlainFile(file('table.xlsx', 10)).storedAs).toBe('bin');
    expect(codeOf(() => checkPlainFile({ files: [] }))).toBe(ErrorCode.MESSAGE_FILE_SELECT_FILE_FIRST);
    expect(codeOf(() => checkPlainFile(file('a.pdf', 0)))).toBe(ErrorCode.MESSAGE_FILE_IS_EMPTY);
    expect(errorOf(() => checkPlainFile(file('a.pdf', 100 * megabyte + 1)))).toMatchObject({
      code: ErrorCode.MESSAGE_FILE_SIZE_LIMIT,
      message: 'a file may be at most 100 MB',
    });
  });
});

describe('creating voice, video and file messages', () => {
  const sdk = () =>
    create({
      SDKAppID: 1,
      server: 'http://127.0.0.1:1',
      createSocket: () => {
        throw new Error('no socket in this test');
      },
      logSink: () => undefined,
    });
  const options = { to: '2', conversationType: ConversationType.C2C, payload: { file: file('a.mp4', 3) } };

  it('gives Tencent kinds with empty urls until the send uploads the file', () => {
    const chat = sdk();
    expect(chat.createAudioMessage(options)).toMatchObject({ type: MessageType.AUDIO, payload: { url: '', size: 0 } });
    const video = chat.createVideoMessage(options);
    expect(video).toMatchObject({ type: MessageType.VIDEO, payload: { videoUrl: '', videoSize: 0, snapshotUrl: '' } });
    expect((video.payload as VideoPayload).videoUUID).toBe(`${video.from}-${video.random}-${video.clientTime}`);
    expect(chat.createFileMessage(options)).toMatchObject({ type: MessageType.FILE, payload: { fileUrl: '', fileName: '' } });
    void chat.destroy();
  });

  it('refuses an onProgress that is not a function (MESSAGE_ONPROGRESS_FUNCTION_ERROR)', () => {
    const chat = sdk();
    const bad = { ...options, onProgress: 'soon' as unknown as () => void };
    for (const make of [chat.createAudioMessage, chat.createVideoMessage, chat.createFileMessage])
      expect(codeOf(() => make.call(chat, bad))).toBe(ErrorCode.MESSAGE_ONPROGRESS_FUNCTION_ERROR);
    void chat.destroy();
  });
});
