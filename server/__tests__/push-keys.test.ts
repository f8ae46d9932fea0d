import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../domain/push/vapid.ts';
import { brandIcon, vapidKeys } from '../push-setup.ts';
import { temporaryDataDir } from './test-server.ts';

/** docs/deploy.md "Web Push": where a server's VAPID keys come from. */
describe("the server's VAPID keys", () => {
  it('a development server makes a pair in its data folder once and keeps it across restarts, readable by its owner only', () => {
    const dataDir = temporaryDataDir();
    const first = vapidKeys(dataDir, {});
    expect(vapidKeys(dataDir, {})).toEqual(first);
    expect(statSync(join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeys(undefined, {}).publicKey).not.toBe(first.publicKey);
  });

  it('the environment wins, and a pair that does not match refuses to start, naming the variables', () => {
    const configured = generateVapidKeys('mailto:ops@example.com');
    const env = {
      SIDELINE_VAPID_PUBLIC_KEY: configured.publicKey,
      SIDELINE_VAPID_PRIVATE_KEY: configured.privateKey,
      SIDELINE_VAPID_SUBJECT: configured.subject,
    };
    expect(vapidKeys(temporaryDataDir(), env)).toEqual(configured);
    const other = generateVapidKeys('mailto:ops@example.com');
    expect(() => vapidKeys(undefined, { ...env, SIDELINE_VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      'SIDELINE_VAPID_PUBLIC_KEY/SIDELINE_VAPID_PRIVATE_KEY/SIDELINE_VAPID_SUBJECT: the private key does not match the public key',
    );
  });

  it("the notifications' icon is the built site's apple-touch-icon", () => {
    const template = readFileSync(new URL('../../templates/index.html', import.meta.url), 'utf8');
    const siteDir = temporaryDataDir();
    mkdirSync(siteDir, { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), template.replace('{{touchIcon}}', '/m/tenant/apple-touch-icon-0123456789.png'));
    expect(brandIcon(siteDir)).toBe('/m/tenant/apple-touch-icon-0123456789.png');
    expect(brandIcon(undefined)).toBeUndefined();
  });
});
