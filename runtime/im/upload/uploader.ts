import type { ChatContext } from '../core/chat-context.ts';
import { ImError, imError } from '../errors.ts';
import {
  decodeUploadResponse,
  encodeUploadRequest,
  UploadLimits,
  type UploadRequest,
  type UploadResponse,
} from '../protocol/upload-codec.ts';
import { putFile } from './put-file.ts';
import './upload-messages.ts';

interface Credentials {
  tmpSecretId: string;
  sessionToken: string;
  expiredTime: number;
}

/** A file to store: its bytes, MIME type and name. */
export interface UploadFile {
  bytes: Uint8Array;
  type: string;
  name: string;
}

/**
 * Stores files through pre-signed PUT addresses (spec 001 §5, §8, §9): credentials kept until 120 s before they end,
 * the pre-signature asked once more (with new credentials) when it fails, and a 403 from the store (an address whose
 * credentials ended meanwhile) answered by new credentials, a new address and one more PUT.
 */
export class Uploader {
  private credentials?: Credentials;

  constructor(private readonly context: ChatContext) {}

  /** The download address of the stored file; COS_GET_SIG_FAIL or MESSAGE_FILE_UPLOAD_FAIL ("upload failed"). */
  async upload(file: UploadFile, onProgress: (percent: number) => void): Promise<string> {
    let signed = await this.sign(file);
    let status = await putFile(signed.uploadUrl ?? '', file.bytes, file.type, onProgress, this.context.fetch);
    if (status === 403) {
      this.credentials = undefined;
      signed = await this.sign(file);
      status = await putFile(signed.uploadUrl ?? '', file.bytes, file.type, onProgress, this.context.fetch);
    }
    if (status < 200 || status >= 300) throw imError('MESSAGE_FILE_UPLOAD_FAIL', `upload failed (HTTP ${status || 'network error'})`);
    onProgress(1);
    return signed.downloadUrl ?? '';
  }

  private async sign(file: UploadFile): Promise<UploadResponse> {
    const ask = async () =>
      this.call('upload.sign', {
        ...(await this.currentCredentials()),
        fileType: file.type,
        fileName: file.name,
        fileSize: file.bytes.length,
        uploadMethod: 'PUT',
        duration: UploadLimits.presignedSeconds,
      });
    try {
      return await ask();
    } catch (first) {
      this.context.log.warn('chat: pre-signing an upload failed; asking again with new credentials', first);
      this.credentials = undefined;
      try {
        return await ask();
      } catch (error) {
        throw imError('COS_GET_SIG_FAIL', undefined, { cause: error instanceof ImError ? error.code : undefined });
      }
    }
  }

  /** The credentials held, or new ones once they are within 120 s of their end. */
  private async currentCredentials(): Promise<Credentials> {
    const now = Math.floor(this.context.now() / 1000);
    if (!this.credentials || this.credentials.expiredTime - UploadLimits.credentialRefreshSeconds <= now) {
      const answer = await this.call('upload.credentials', {});
      this.credentials = {
        tmpSecretId: answer.tmpSecretId ?? '',
        sessionToken: answer.sessionToken ?? '',
        expiredTime: answer.expiredTime ?? 0,
      };
    }
    return this.credentials;
  }

  private async call(command: string, request: UploadRequest): Promise<UploadResponse> {
    const frame = await this.context.request(command, { upload: encodeUploadRequest(request) });
    return decodeUploadResponse(frame.upload ?? new Uint8Array());
  }
}
