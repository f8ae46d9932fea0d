import { MessageType, type LocationPayload } from '../../../im/index.ts';

/**
 * The catalogue key naming a kind of message that is not text, for a row's summary and a merged list's lines: the
 * chat layer's own summary (messageForShow) is Chinese, [动画表情], [位置], [聊天记录], whatever the fan reads. Audio,
 * video and file are kinds the server carries (TIMSoundElem, TIMVideoFileElem, TIMFileElem) though the SDK makes none
 * yet; any other kind is named as one this version cannot show.
 */
const kindKeys: Record<string, KindKey> = {
  [MessageType.IMAGE]: 'imageMessage',
  [MessageType.FACE]: 'faceMessage',
  [MessageType.LOCATION]: 'locationMessage',
  [MessageType.MERGER]: 'mergerMessage',
  TIMSoundElem: 'audioMessage',
  TIMVideoFileElem: 'videoMessage',
  TIMFileElem: 'fileMessage',
};

export type KindKey =
  'imageMessage' | 'faceMessage' | 'locationMessage' | 'mergerMessage' | 'audioMessage' | 'videoMessage' | 'fileMessage' | 'otherMessage';

/** The key of a kind the summary names rather than quotes (text and custom messages are quoted); undefined for those. */
export function kindKeyOf(type: string): KindKey | undefined {
  if (type === MessageType.TEXT || type === MessageType.CUSTOM) return undefined;
  return kindKeys[type] ?? 'otherMessage';
}

/** A place's coordinates as a fan reads them: degrees to 5 places (about a metre) with N/S and E/W. */
export function coordinatesOf(location: Pick<LocationPayload, 'latitude' | 'longitude'>): string {
  const latitude = Number(location.latitude) || 0;
  const longitude = Number(location.longitude) || 0;
  return `${Math.abs(latitude).toFixed(5)}°${latitude < 0 ? 'S' : 'N'} ${Math.abs(longitude).toFixed(5)}°${longitude < 0 ? 'W' : 'E'}`;
}
