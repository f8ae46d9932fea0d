import type { SiteConfig } from '../../../schema/generated/api.ts';

/** Switch flags and config of one site (spec 000 §3): the generated type of schema/api/models/site-config.json. */
export type { SiteConfig };

/** What a new site starts with: everything on. QA and operators change flags through the admin API. */
export function defaultSiteConfig(code: string, imSdkAppId: number): SiteConfig {
  return {
    room_video_play_sec: 600,
    room_video_play_flogin_sec: 120,
    huawei_pull_hls_domain: '',
    switch_robotroom: '1',
    switch_anchorroom: '1',
    switch_shortvideo_check: '1',
    switch_match_database: '1',
    switch_room_chat: '1',
    switch_room_anchor: '1',
    // No in-app quizzes on the iOS build (store rules); every other site has them.
    switch_race_quiz_check: code === 'kqb_ios' ? '0' : '1',
    switch_race_status: '1',
    switch_race_lineup: '1',
    switch_race_analysis: '1',
    switch_race_index: '1',
    switch_room_rank: '1',
    switch_room_operate: '1',
    site_domain: `${code}.sideline.local`,
    site_h5_share_url: `https://${code}.sideline.local/m/share`,
    site_h5_domain: `https://${code}.sideline.local`,
    im_sdkappid: String(imSdkAppId),
    // Uploads go to this server's own pre-signed PUT endpoint (the MinIO-style path), not to COS.
    switch_self_storage: '1',
    cos_bucket: '',
    cos_region: '',
    cos_folder_image: 'images',
  };
}
