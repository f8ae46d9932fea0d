import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedNow, startTestServer, type TestServer } from './test-server.ts';

/** One raw POST: the body's bytes as sent, and the headers (fetch would decode the body and hide its size). */
function rawPost(
  url: string,
  body: unknown,
  acceptEncoding?: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const call = request(url, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(payload);
  });
}

describe('compressed answers', () => {
  let server: TestServer;
  const day = { date: fixedNow.slice(0, 10), sport_id: 0, tab: 'all', filter: 'all' };
  const dayUrl = () => `${server.url}/api/race/getDateMatch?sp_source=9&platform=3`;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends a day of matches in brotli or gzip, as the browser accepts, with the same JSON as plain', async () => {
    const plain = await rawPost(dayUrl(), day);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.bytes.toString('utf8')) as { status: number; data: { list: unknown[] } };
    expect(list.status).toBe(0);
    expect(plain.bytes.length).toBeGreaterThan(1024);

    const brotli = await rawPost(dayUrl(), day, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(list);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);

    const gzip = await rawPost(dayUrl(), day, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(list);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await rawPost(`${server.url}/api/user/getGuestInfo?sp_source=9&platform=3`, {}, 'gzip, br');
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ status: 0 });
  });
});
