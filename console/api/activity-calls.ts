import type {
  OpsActivityCreateRequest,
  OpsActivityItem,
  OpsActivityList,
  OpsActivityMoveRequest,
  OpsActivityUpdateRequest,
} from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** Every activity fans read at /m/activities, with how many joined. */
export const readActivities = () => api.get<OpsActivityList>('/activities');

/** Rewrites an activity read at `version`; one changed since is refused (status 6) naming who changed it and when. */
export const editActivity = (id: number, version: number, body: OpsActivityCreateRequest) =>
  api.send<OpsActivityItem>('PATCH', `/activities/${id}`, { ...body, version } satisfies OpsActivityUpdateRequest);

/** Publishes a draft or a withdrawn activity onto its schedule, or withdraws a published one, as read at `version`. */
export const moveActivity = (id: number, move: 'publish' | 'withdraw', version: number) =>
  api.send<OpsActivityItem>('POST', `/activities/${id}/${move}`, { version } satisfies OpsActivityMoveRequest);

/** Writes a new activity, a draft fans never see until it is published. */
export const createActivity = (body: OpsActivityCreateRequest) => api.send<OpsActivityItem>('POST', '/activities', body);
