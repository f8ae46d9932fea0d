import { api } from '../../../core/http/api.ts';

/** A protocol text (GET /webapi/protocal/getProtocal?type=n): user terms 1, privacy 2, recharge 3, package rules 4, anchor terms 5. */
export interface Protocol {
  type: number;
  title: string;
  content: string;
}

export const getProtocol = (type: number) =>
  api.get<Protocol>('/webapi/protocal/getProtocal', { type }, { hideLoading: true, noToast: true });

/** The protocol types the about page lists, in its order. */
export const protocolTypes = [1, 2, 3, 5] as const;
