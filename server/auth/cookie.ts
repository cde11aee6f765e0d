import type { FastifyReply } from 'fastify';
import { sessionExpiresAt, type Session } from './session';

export const SESSION_COOKIE = 'session';

// HttpOnly so scripts cannot read the token; SameSite=Lax so it is not sent on cross-site subrequests;
// Secure whenever the site is served over https.
export function setSessionCookie(reply: FastifyReply, token: string, session: Session, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: sessionExpiresAt(session),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
