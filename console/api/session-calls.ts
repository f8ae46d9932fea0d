import type { OpsEnrolled, OpsEnrolment, OpsSessionAnswer, OpsSessionRequest, OpsSignedOut } from '../../schema/generated/api.ts';
import { api } from './api.ts';

/** The session of this browser, or an ApiError with status 2. */
export const readSession = () => api.get<OpsSessionAnswer>('/session');

/** Signs in; a missing or wrong TOTP code rejects with status 1 (`data.totpNeeded` when it was missing). */
export const signIn = (body: OpsSessionRequest) => api.send<OpsSessionAnswer>('POST', '/session', body);

export const signOut = () => api.send<OpsSignedOut>('DELETE', '/session');

/** Starts (or restarts) TOTP enrolment: a new secret and its QR code. */
export const startEnrolment = () => api.send<OpsEnrolment>('POST', '/totp/enrolment', {});

export const confirmEnrolment = (code: string) => api.send<OpsEnrolled>('POST', '/totp/enrolment/confirm', { code });
