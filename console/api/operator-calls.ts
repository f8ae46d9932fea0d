import { api } from './api.ts';
import type { OperatorRow, Role } from './types.ts';

export const readOperators = async (): Promise<OperatorRow[]> => {
  const answer = await api.get<OperatorRow[] | { items: OperatorRow[] }>('/operators');
  return Array.isArray(answer) ? answer : answer.items;
};

export interface NewOperator {
  email: string;
  role: Role;
  sites: string[] | null;
  password: string;
}

export const addOperator = (body: NewOperator) => api.send<OperatorRow>('POST', '/operators', body);

export const changeOperator = (id: number, body: { role?: Role; sites?: string[] | null; disabled?: boolean }) =>
  api.send<OperatorRow>('PATCH', `/operators/${id}`, body);

export const resetTwoFactor = (id: number) => api.send<unknown>('POST', `/operators/${id}/reset-2fa`, {});
