import type { OpsSessionRequest } from '../../schema/generated/api.ts';
import { api } from './api.ts';
import type { Enrolment, Operator, SessionAnswer } from './types.ts';

/** The session of this browser, or an ApiError with status 2. */
export const readSession = () => api.get<SessionAnswer>('/session');

/** Signs in; a missing or wrong TOTP code rejects with status 1 (`data.totpNeeded` when it was missing). */
export const signIn = (body: OpsSessionRequest) => api.send<SessionAnswer>('POST', '/session', body);

export const signOut = () => api.send<null>('DELETE', '/session');

/** Starts (or restarts) TOTP enrolment: a new secret and its QR code. */
export const startEnrolment = () => api.send<Enrolment>('POST', '/totp/enrolment', {});

export const confirmEnrolment = (code: string) => api.send<{ operator: Operator }>('POST', '/totp/enrolment/confirm', { code });
