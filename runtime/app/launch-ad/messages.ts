/**
 * Labels of the installed app's launch ad (namespace `launch-ad`). They load with the launch ad's own chunk, only in
 * the installed app, never with the initial bundle.
 */
export const launchAdMessages = {
  cn: {
    skip: '跳过 {{count}}',
    skipLabel: '跳过广告，{{count}} 秒后自动关闭',
    ad: '广告',
  },
  'pt-br': {
    skip: 'Pular {{count}}',
    skipLabel: 'Pular o anúncio; fecha sozinho em {{count}} s',
    ad: 'Anúncio',
  },
} as const;
