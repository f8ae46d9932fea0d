// Files that still run SQL outside a store module while the server moves into domain areas (docs/architecture.md
// "The server"). Each area's move deletes its lines; the list only ever shrinks, and new code may not join it.
export const legacySqlFiles = [
  // content
  'server/http/first-answers.ts',
  'server/http/health-routes.ts',
  'server/http/row-render.ts',
  'server/routes/admin-routes.ts',
  'server/routes/logo-routes.ts',
  'server/routes/misc-routes.ts',
  'server/routes/news-routes.ts',
  'server/routes/picture-routes.ts',
  'server/routes/search-routes.ts',
  'server/routes/storage-routes.ts',
  'server/routes/video-routes.ts',
  'server/routes/vod-routes.ts',
  'server/services/ads.ts',
  'server/services/feedback.ts',
  'server/services/reports.ts',
  'server/services/search.ts',
  'server/services/site-config.ts',
  'server/services/video-comments.ts',
  'server/services/video-feeds.ts',
  'server/services/videos.ts',
  // start-up
  'server/start.ts',
];
