import type {
  OpsAdSlotRequest,
  OpsAdSlots,
  OpsAdSlotState,
  OpsContentCreateRequest,
  OpsContentItem,
  OpsContentList,
  OpsContentQuery,
  OpsContentUpdateRequest,
  OpsUpload,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';
import type { ContentKind, ContentStatus } from './types.ts';

/** Every banner or announcement of this node's site, with the server clock's instant they were read at. */
export const readContent = (kind: ContentKind) => api.get<OpsContentList, OpsContentQuery>('/content', { kind });

/** Writes a new row, a draft. */
export const createContent = (body: OpsContentCreateRequest) => api.send<OpsContentItem>('POST', '/content', body);

/** Rewrites a row whatever its status. */
export const editContent = (id: number, body: OpsContentUpdateRequest) => api.send<OpsContentItem>('PATCH', `/content/${id}`, body);

/** Publishes or withdraws a row the page showed in status `seen`. */
export const moveContent = (id: number, move: 'publish' | 'withdraw', seen: ContentStatus) =>
  api.send<OpsContentItem>('POST', `/content/${id}/${move}`, { seen });

/** Uploads a picture for a banner or an ad; answers its address on the server. */
export const uploadPicture = (file: File) => api.sendFile<OpsUpload>('/uploads', file);

/** This node's site's ad slots. */
export const readAds = () => api.get<OpsAdSlots>('/ads');

/** Puts up an ad in a slot, or takes it down with null, over the ad the page read there (`seenId`, null: empty). */
export const putAd = (slot: string, body: OpsAdSlotRequest) => api.send<OpsAdSlotState>('PUT', `/ads/${slot}`, body);
