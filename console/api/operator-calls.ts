import type { OpsOperatorCreateRequest, OpsOperatorUpdateRequest } from '../../schema/generated/api.ts';
import { api } from './api.ts';
import type { OperatorRow } from './types.ts';

/** Every operator (the owner's page). */
export const readOperators = () => api.get<OperatorRow[]>('/operators');

export const addOperator = (body: OpsOperatorCreateRequest) => api.send<OperatorRow>('POST', '/operators', body);

/** Changes a role, the sites or the disabled flag; the operator's sessions end. */
export const changeOperator = (id: number, body: OpsOperatorUpdateRequest) => api.send<OperatorRow>('PATCH', `/operators/${id}`, body);

export const resetTwoFactor = (id: number) => api.send<unknown>('POST', `/operators/${id}/reset-2fa`, {});
