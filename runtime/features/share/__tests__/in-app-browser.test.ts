import { describe, expect, it } from 'vitest';
import { inAppBrowser } from '../lib/in-app-browser.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('spec 000 §2 "shows a download prompt inside WeChat or QQ browsers"', () => {
  it('recognises WeChat by MicroMessenger', () => {
    expect(inAppBrowser(`${iphone} MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN`)).toBe('wechat');
    expect(inAppBrowser(`${android} XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`)).toBe('wechat');
  });

  it('recognises the QQ in-app browser by its QQ/ token', () => {
    expect(inAppBrowser(`${iphone} QQ/8.9.80.631 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 Core/WKWebView`)).toBe('qq');
    expect(inAppBrowser(`${android} V1_AND_SQ_8.9.78_4548_YYB_D QQ/8.9.78.12275 NetType/WIFI`)).toBe('qq');
  });

  it('leaves ordinary browsers alone, QQ Browser included', () => {
    expect(inAppBrowser(iphone)).toBeNull();
    expect(inAppBrowser(android)).toBeNull();
    expect(inAppBrowser(`${android} MQQBrowser/13.4`)).toBeNull();
    expect(inAppBrowser('')).toBeNull();
  });
});
