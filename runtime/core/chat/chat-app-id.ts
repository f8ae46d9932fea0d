/**
 * The chat application id: the server's `im_sdkappid` (spec 000 §3 config) wins when it sends a valid one, since the
 * gateway refuses any other; the manifest's `im.sdkAppId` covers a config that has not loaded or failed to load.
 * Undefined when neither has one (the SDK then refuses to log in with NO_SDKAPPID).
 */
export function chatAppId(
  config: { im_sdkappid?: string | number } | null | undefined,
  manifest: { sdkAppId?: number } | undefined,
): number | undefined {
  const fromServer = Number(config?.im_sdkappid);
  if (Number.isInteger(fromServer) && fromServer > 0) return fromServer;
  return manifest?.sdkAppId && manifest.sdkAppId > 0 ? manifest.sdkAppId : undefined;
}
