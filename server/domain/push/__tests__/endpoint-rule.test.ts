import { describe, expect, it } from 'vitest';
import { endpointAllowed } from '../subscriptions.ts';

/** docs/security.md "Web Push": where a fan's subscription may make the server send. */
describe('the push endpoint rule', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com:443/QGx',
  ])('production sends to a push service by host name on 443: %s', (endpoint) => {
    expect(endpointAllowed(endpoint, 'https')).toBe(true);
  });

  it.each([
    'https://127.0.0.1:8443/',
    'https://127.0.0.1/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://10.0.0.5/push',
    'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://localhost/',
    'https://LOCALHOST./',
    'https://push.localhost/',
    'https://intranet/',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'http://fcm.googleapis.com/fcm/send/abc',
    'http://127.0.0.1:9000/push/1',
    'ftp://fcm.googleapis.com/abc',
    'not a url',
  ])('production refuses %s', (endpoint) => {
    expect(endpointAllowed(endpoint, 'https')).toBe(false);
  });

  it('tests may add plain http on 127.0.0.1, and nothing else', () => {
    expect(endpointAllowed('http://127.0.0.1:9000/push/1', 'https-or-loopback')).toBe(true);
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', 'https-or-loopback')).toBe(true);
    expect(endpointAllowed('http://127.0.0.2:9000/push/1', 'https-or-loopback')).toBe(false);
    expect(endpointAllowed('http://localhost:9000/push/1', 'https-or-loopback')).toBe(false);
    expect(endpointAllowed('https://127.0.0.1:8443/', 'https-or-loopback')).toBe(false);
  });
});
