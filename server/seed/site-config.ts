/** Switch flags and config of one site (spec 000 §3). Flags are the strings '0' and '1'. */
export interface SiteConfig {
  room_video_play_sec: number;
  room_video_play_flogin_sec: number;
  huawei_pull_hls_domain: string;
  switch_robotroom: '0' | '1';
  switch_anchorroom: '0' | '1';
  switch_shortvideo_check: '0' | '1';
  switch_match_database: '0' | '1';
  switch_room_chat: '0' | '1';
  switch_room_anchor: '0' | '1';
  switch_race_quiz_check: '0' | '1';
  switch_race_status: '0' | '1';
  switch_race_lineup: '0' | '1';
  switch_race_analysis: '0' | '1';
  switch_race_index: '0' | '1';
  switch_room_rank: '0' | '1';
  switch_room_operate: '0' | '1';
  site_domain: string;
  site_h5_share_url: string;
  site_h5_domain: string;
  im_sdkappid: string;
  switch_self_storage: '0' | '1';
  cos_bucket: string;
  cos_region: string;
  cos_folder_image: string;
}

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
