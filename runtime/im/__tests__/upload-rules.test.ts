import { describe, expect, it } from 'vitest';
import type { ChatContext } from '../core/chat-context.ts';
import { ErrorCode, ImError, ServerCode } from '../errors.ts';
import { decodeUploadRequest, encodeUploadResponse, type UploadResponse } from '../protocol/upload-codec.ts';
import { create } from '../sdk.ts';
import { ConversationType } from '../types.ts';
import { readImageHeader } from '../upload/image-header.ts';
import { Uploader } from '../upload/uploader.ts';
import { checkImageFile, fileOf } from '../upload/upload-rules.ts';
import { codeOf } from './code-of.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type, arrayBuffer: async () => new ArrayBuffer(size) });
const megabyte = 1024 * 1024;

describe('image file rules (spec 001 §5 Upload, §8, §9)', () => {
  it('needs a file: nothing, or an input with no file chosen, is MESSAGE_IMAGE_SELECT_FILE_FIRST', () => {
    expect(codeOf(() => fileOf(undefined))).toBe(ErrorCode.MESSAGE_IMAGE_SELECT_FILE_FIRST);
    expect(codeOf(() => fileOf({ files: [] }))).toBe(ErrorCode.MESSAGE_IMAGE_SELECT_FILE_FIRST);
    expect(fileOf({ files: [file('a.png', 3)] }).name).toBe('a.png');
  });

  it('takes jpg, jpeg, gif, png, bmp, image and webp, by extension or by the MIME type of a nameless blob', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.gif', 'a.png', 'a.bmp', 'a.image', 'a.webp'])
      expect(() => checkImageFile(file(name, 10))).not.toThrow();
    expect(() => checkImageFile(file('', 10, 'image/webp'))).not.toThrow();
    for (const name of ['a.heic', 'a.svg', 'a.png.exe', 'noextension'])
      expect(codeOf(() => checkImageFile(file(name, 10)))).toBe(ErrorCode.MESSAGE_IMAGE_TYPES_LIMIT);
  });

  it('refuses an empty file (MESSAGE_FILE_IS_EMPTY) and one over 20 MB with the limit in MB in the message', () => {
    expect(codeOf(() => checkImageFile(file('a.png', 0)))).toBe(ErrorCode.MESSAGE_FILE_IS_EMPTY);
    expect(() => checkImageFile(file('a.png', 20 * megabyte))).not.toThrow();
    let error: ImError | undefined;
    try {
      checkImageFile(file('a.png', 20 * megabyte + 1));
    } catch (thrown) {
      error = thrown as ImError;
    }
    expect(error).toMatchObject({ code: ErrorCode.MESSAGE_IMAGE_SIZE_LIMIT, message: 'an image may be at most 20 MB' });
    expect(codeOf(() => checkImageFile(file('a.png', 2 * megabyte), 1.5 * megabyte))).toBe(ErrorCode.MESSAGE_IMAGE_SIZE_LIMIT);
  });

  it('refuses an onProgress that is not a function (MESSAGE_ONPROGRESS_FUNCTION_ERROR)', () => {
    const sdk = create({
      SDKAppID: 1,
      server: 'http://127.0.0.1:1',
      createSocket: () => {
        throw new Error('no socket in this test');
      },
    });
    const options = {
      to: '2',
      conversationType: ConversationType.C2C,
      payload: { file: file('a.png', 3) },
      onProgress: 'soon' as unknown as () => void,
    };
    expect(codeOf(() => sdk.createImageMessage(options))).toBe(ErrorCode.MESSAGE_ONPROGRESS_FUNCTION_ERROR);
  });
});

describe('image headers', () => {
  const bytes = (parts: number[], length = 40) => Uint8Array.from({ length }, (_, i) => parts[i] ?? 0);
  it('reads the format and edges of png, gif, bmp, jpeg and webp files, and nothing from other bytes', () => {
    const png = bytes([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x06, 0x40, 0, 0, 0x03, 0x84,
    ]);
    expect(readImageHeader(png)).toEqual({ format: 'png', width: 1600, height: 900 });
    expect(readImageHeader(bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]))).toEqual({
      format: 'gif',
      width: 800,
      height: 600,
    });
    const bmp = bytes([0x42, 0x4d]);
    bmp.set([0x80, 0x02, 0, 0], 18);
    bmp.set([0xe0, 0x01, 0, 0], 22);
    expect(readImageHeader(bmp)).toEqual({ format: 'bmp', width: 640, height: 480 });
    // SOI, an APP0 segment of 16 bytes, then a baseline start-of-frame: height 1200, width 1000.
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x03, 0xe8]);
    expect(readImageHeader(jpeg)).toEqual({ format: 'jpeg', width: 1000, height: 1200 });
    const webp = bytes([...'RIFF'].map((c) => c.charCodeAt(0)));
    webp.set(
      [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
      8,
    );
    webp.set([0x1f, 0x03, 0x00], 24);
    webp.set([0x57, 0x02, 0x00], 27);
    expect(readImageHeader(webp)).toEqual({ format: 'webp', width: 800, height: 600 });
    expect(readImageHeader(new TextEncoder().encode('just some text, long enough to be read as a header'))).toBeUndefined();
    expect(readImageHeader(png.subarray(0, 20))).toBeUndefined();
  });
});

/** A chat context whose socket answers upload commands by script, and whose PUTs answer the given statuses. */
function scripted(options: { signFailures?: number; putStatuses?: number[] }) {
  const calls: string[] = [];
  let now = 1_000_000_000_000;
  let credentialsIssued = 0;
  let signFailures = options.signFailures ?? 0;
  const putStatuses = [...(options.putStatuses ?? [200])];
  const answer = (response: UploadResponse) => ({ upload: encodeUploadResponse(response) });
  const context = {
    now: () => now,
    log: { warn: () => undefined },
    fetch: async () => ({ ok: true, status: putStatuses.shift() ?? 200, arrayBuffer: async () => new ArrayBuffer(0) }),
    request: async (command: string, body: { upload?: Uint8Array }) => {
      calls.push(command);
      if (command === 'upload.credentials') {
        credentialsIssued += 1;
        return answer({
          tmpSecretId: `id${credentialsIssued}`,
          sessionToken: `token${credentialsIssued}`,
          startTime: Math.floor(now / 1000),
          expiredTime: Math.floor(now / 1000) + 600,
        });
      }
      const request = decodeUploadRequest(body.upload ?? new Uint8Array());
      if (signFailures > 0) {
        signFailures -= 1;
        throw new ImError(ServerCode.NO_PERMISSION, 'credentials ended');
      }
      return answer({ uploadUrl: `http://store/put?with=${request.tmpSecretId}`, downloadUrl: 'http://store/files/x.png', expiredTime: 0 });
    },
  } as unknown as ChatContext;
  return { uploader: new Uploader(context), calls, advance: (seconds: number) => (now += seconds * 1000) };
}

const upload = { bytes: new Uint8Array([1, 2, 3]), type: 'image/png', name: 'a.png' };

describe('the uploader (spec 001 §8, §9)', () => {
  it('keeps its credentials until 120 s before they end (600 s), then fetches new ones', async () => {
    const { uploader, calls, advance } = scripted({});
    await uploader.upload(upload, () => undefined);
    advance(479);
    await uploader.upload(upload, () => undefined);
    expect(calls.filter((c) => c === 'upload.credentials')).toHaveLength(1);
    advance(1);
    await uploader.upload(upload, () => undefined);
    expect(calls.filter((c) => c === 'upload.credentials')).toHaveLength(2);
  });

  it('asks for the pre-signature once more, with new credentials, and fails with COS_GET_SIG_FAIL after that', async () => {
    const once = scripted({ signFailures: 1 });
    await expect(once.uploader.upload(upload, () => undefined)).resolves.toBe('http://store/files/x.png');
    expect(once.calls).toEqual(['upload.credentials', 'upload.sign', 'upload.credentials', 'upload.sign']);
    const twice = scripted({ signFailures: 2 });
    await expect(twice.uploader.upload(upload, () => undefined)).rejects.toMatchObject({ code: ErrorCode.COS_GET_SIG_FAIL });
  });

  it('answers a 403 from the store with new credentials and one more PUT; other failures are "upload failed"', async () => {
    const refused = scripted({ putStatuses: [403, 200] });
    const progress: number[] = [];
    await expect(refused.uploader.upload(upload, (p) => progress.push(p))).resolves.toBe('http://store/files/x.png');
    expect(refused.calls).toEqual(['upload.credentials', 'upload.sign', 'upload.credentials', 'upload.sign']);
    expect(progress.at(-1)).toBe(1);
    const broken = scripted({ putStatuses: [500] });
    await expect(broken.uploader.upload(upload, () => undefined)).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_FILE_UPLOAD_FAIL,
      message: expect.stringMatching(/^upload failed/),
    });
    const forbiddenTwice = scripted({ putStatuses: [403, 403] });
    await expect(forbiddenTwice.uploader.upload(upload, () => undefined)).rejects.toMatchObject({
      code: ErrorCode.MESSAGE_FILE_UPLOAD_FAIL,
    });
  });
});
