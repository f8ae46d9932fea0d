/** TRTC commands sendTRTCCustomData may carry unless cloud config adds more (spec 001 §5; Tencent's default). */
export const defaultTrtcCommands = ['tui_room_svr.*'];

/**
 * Whether a TRTC command is on the allowed list: the default's, plus those of the cloud config's `rtc_cmd` (a JSON
 * array of commands, as Tencent's). No command given means `tui_room_svr.*`, as Tencent sends it.
 */
export function trtcCommandAllowed(command: string, cloudList: string | undefined): boolean {
  let extra: unknown = [];
  try {
    extra = cloudList ? JSON.parse(cloudList) : [];
  } catch {
    // A malformed cloud entry adds nothing.
  }
  const allowed = [
    ...defaultTrtcCommands,
    ...(Array.isArray(extra) ? extra.filter((item): item is string => typeof item === 'string') : []),
  ];
  return allowed.includes(command || defaultTrtcCommands[0]);
}
