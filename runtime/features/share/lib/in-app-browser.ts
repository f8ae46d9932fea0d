/** The in-app browsers of spec 000 §2 that block leaving the app or downloading: WeChat and QQ. */
export type InAppBrowser = 'wechat' | 'qq';

/**
 * Which in-app browser a user agent belongs to, if any. WeChat says `MicroMessenger`; QQ's own in-app browser says
 * ` QQ/<version>`. QQ Browser, a normal browser, says `MQQBrowser/`: it has no `QQ/` token and is not matched.
 */
export function inAppBrowser(userAgent: string): InAppBrowser | null {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/(^|[^A-Za-z])QQ\//.test(userAgent)) return 'qq';
  return null;
}
