import { createHmac } from 'node:crypto';

/**
 * Pre-signed PUT addresses of the store (server/routes/content/storage-routes.ts): the product's own uploads and the chat
 * layer's (server/im/commands/upload-commands.ts) sign them alike, and the PUT route checks them before reading a byte.
 */
export const signPut = (secret: string, key: string, expires: number, userId: number): string =>
  createHmac('sha256', secret).update(`put:${key}:${expires}:${userId}`).digest('base64url');

export const presignedPutUrl = (origin: string, secret: string, key: string, expires: number, userId: number): string =>
  `${origin}/storage/upload/${key}?expires=${expires}&uid=${userId}&signature=${signPut(secret, key, expires, userId)}`;
