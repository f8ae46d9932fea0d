import { describe, expect, it } from 'vitest';
import type { ChatSdk } from '../../../im/index.ts';
import { chatAppId } from '../chat-app-id.ts';
import { createChatSdkRegistry } from '../chat-sdk-registry.ts';

const fakeSdk = {} as ChatSdk;

describe("the app's chat SDK is loaded once, on first need", () => {
  it('runs the loader once however many screens ask, and tells subscribers when it is there', async () => {
    const registry = createChatSdkRegistry();
    let loads = 0;
    let told = 0;
    registry.provide(async () => {
      loads++;
      return fakeSdk;
    });
    registry.subscribe(() => told++);
    expect(registry.current()).toBeNull();
    const [a, b] = await Promise.all([registry.load(), registry.load()]);
    expect([a, b, registry.current(), loads, told]).toEqual([fakeSdk, fakeSdk, fakeSdk, 1, 1]);
  });

  it('a failed load gives null and may be tried again; no loader gives null', async () => {
    const registry = createChatSdkRegistry();
    expect(await registry.load()).toBeNull();
    let attempt = 0;
    registry.provide(async () => {
      if (++attempt === 1) throw new Error('chunk failed');
      return fakeSdk;
    });
    expect(await registry.load()).toBeNull();
    expect(await registry.load()).toBe(fakeSdk);
  });
});

describe('the chat app id', () => {
  it("is the server's im_sdkappid when valid, else the manifest's", () => {
    expect(chatAppId({ im_sdkappid: '1400000002' }, { sdkAppId: 1400000001 })).toBe(1400000002);
    expect(chatAppId({ im_sdkappid: '' }, { sdkAppId: 1400000001 })).toBe(1400000001);
    expect(chatAppId(null, { sdkAppId: 1400000001 })).toBe(1400000001);
    expect(chatAppId({ im_sdkappid: 'x' }, undefined)).toBeUndefined();
  });
});
