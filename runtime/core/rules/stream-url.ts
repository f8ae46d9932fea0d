/** Video sources of spec 000 §4. */
export type VideoSource = 'default' | 'qq' | 'xcdn' | 'robot' | 'huawei';

/**
 * The stream URL rewrite (spec 000 §4): for certain sources .flv becomes .m3u8 (we read "certain" as default, qq and
 * robot: every source without a rule of its own); xcdn maps /pull and /flv to /hls with .m3u8; huawei replaces the
 * host with huawei_pull_hls_domain. Browsers play HLS, not FLV, so every rewritten URL is an .m3u8.
 */
export function rewriteStreamUrl(url: string, source: string, config: { huawei_pull_hls_domain?: string } = {}): string {
  const toM3u8 = (value: string) => value.replace(/\.flv(?=$|[?#])/, '.m3u8');
  if (source === 'xcdn') return toM3u8(url.replace(/\/(pull|flv)\//, '/hls/'));
  if (source === 'huawei') {
    const domain = config.huawei_pull_hls_domain?.replace(/^https?:\/\//, '').replace(/\/+$/, '');
    return domain ? url.replace(/^(https?:\/\/)[^/]+/, `$1${domain}`) : url;
  }
  return toM3u8(url);
}
