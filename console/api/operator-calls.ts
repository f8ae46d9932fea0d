import type { OpsOperatorCreateRequest, OpsOperatorRow, OpsOperators, OpsOperatorUpdateRequest } from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** Every operator (the owner's page). */
export const readOperators = () => api.get<OpsOperators>('/operators');

export const addOperator = (body: OpsOperatorCreateRequest) => api.send<OpsOperatorRow>('POST', '/operators', body);

/** Changes a role, the sites or the disabled flag; the operator's sessions end. */
export const changeOperator = (id: number, body: OpsOperatorUpdateRequest) => api.send<OpsOperatorRow>('PATCH', `/operators/${id}`, body);

export const resetTwoFactor = (id: number) => api.send<OpsOperatorRow>('POST', `/operators/${id}/reset-2fa`, {});
