import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionExpiresAt, type Session } from './session';

export const SESSION_COOKIE = 'session';

/**
 * The session token a request carries, read from its cookies exactly as the cookie plugin parses them (names and
 * values trimmed, the first of a duplicated name, percent-escapes decoded), or undefined when it carries none. Every
 * decision about who a request is reads this one function (the tRPC context, uploads, whether an answer may be
 * shared), so a header spelled oddly cannot be a visitor to one of them and a member to another.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  // The plugin parses in its own onRequest hook; a hook that runs before it parses the header the same way.
  const cookies =
    (request.cookies as FastifyRequest['cookies'] | undefined) ?? (request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
  const token = cookies[SESSION_COOKIE];
  return token ? token : undefined;
}

const signedInRequests = new WeakSet<FastifyRequest>();

/** Records that the session check accepted this request's session: nothing it produces may be shared. */
export function markSignedIn(request: FastifyRequest): void {
  signedInRequests.add(request);
}

/** Whether the server accepted a session for this request (see markSignedIn). */
export function wasSignedIn(request: FastifyRequest): boolean {
  return signedInRequests.has(request);
}

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

export const GAME_GUEST_COOKIE = 'game_guest';

/** The guest game's token a request carries (see server/services/game-guests.ts), read like the session's. */
export function gameGuestTokenOf(request: FastifyRequest): string | undefined {
  const cookies =
    (request.cookies as FastifyRequest['cookies'] | undefined) ?? (request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
  const token = cookies[GAME_GUEST_COOKIE];
  return token ? token : undefined;
}

// HttpOnly and SameSite=Lax like the session's; it expires when the guest's stand does (30 days after the last play).
export function setGameGuestCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  reply.setCookie(GAME_GUEST_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

export function clearGameGuestCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(GAME_GUEST_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
